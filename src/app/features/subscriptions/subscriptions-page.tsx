import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { CreatorRow } from '../../components/creator-row';
import { QueryView } from '../../components/status';
import { paths } from '../../config/paths';
import { useFormat } from '../../hooks/use-format';
import { usePageTitle } from '../../hooks/use-page-title';
import { queryKeys } from '../../lib/query-keys';
import { RenewalAction } from '../../components/renewal-action';
import { RenewalDate } from '../../components/renewal-date';
import './subscriptions.css';

/**
 * Settings: the creators the member subscribes to, each with its price, 'Renews on …' or 'Ends on …',
 * and a way to cancel or resume it.
 */
export function SubscriptionsPage() {
  const { t } = useTranslation('app');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  usePageTitle(t('settings.subscriptions'));
  const { api } = useAppServices();
  const list = useQuery({ queryKey: queryKeys.subscriptions, queryFn: () => api.subscriptions.list() });
  return (
    <div className="page">
      <h1>{t('settings.subscriptions')}</h1>
      <p className="muted">{t('subscriptions.intro')}</p>
      <QueryView
        query={list}
        isEmpty={(entries) => entries.length === 0}
        empty={
          // One line of text, as the feed's own empty state: the status row would set the link beside it.
          <span>
            {t('subscriptions.empty')} <Link to={paths.creators.href()}>{t('subscriptions.browse')}</Link>
          </span>
        }
      >
        {(entries) => (
          <ul className="member-subscriptions">
            {entries.map((entry) => (
              <li key={entry.id} className="card">
                <CreatorRow creator={entry} size={48} />
                <p className="member-subscription-terms">
                  <span>{tCommon('subscribe.price', { amount: format.money(entry.price) })}</span>
                  <RenewalDate subscription={entry} />
                </p>
                <RenewalAction creator={entry} subscription={entry} price={entry.price} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
