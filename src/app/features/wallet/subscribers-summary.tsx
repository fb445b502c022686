import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { QueryView } from '../../components/status';
import { useFormat } from '../../hooks/use-format';
import { queryKeys } from '../../lib/query-keys';

/** A creator's subscribers: how many run now, how many renew before the month ends, and what those bring. */
export function SubscribersSummary() {
  const { t } = useTranslation('wallet');
  const { money, number } = useFormat();
  const { api } = useAppServices();
  const figures = useQuery({ queryKey: queryKeys.wallet.subscribers, queryFn: () => api.subscriptions.subscribers() });
  return (
    <section className="card" aria-labelledby="subscribers-title">
      <h2 id="subscribers-title">{t('subscribers.title')}</h2>
      <QueryView query={figures}>
        {(data) => (
          <dl className="by-type">
            <div>
              <dt>{t('subscribers.active')}</dt>
              <dd>{number(data.active)}</dd>
            </div>
            <div>
              <dt>{t('subscribers.renewing')}</dt>
              <dd>{number(data.renewing)}</dd>
            </div>
            <div>
              <dt>{t('subscribers.renewingAmount')}</dt>
              <dd dir="ltr">{money(data.renewing_amount)}</dd>
            </div>
          </dl>
        )}
      </QueryView>
      <p className="muted">{t('subscribers.hint')}</p>
    </section>
  );
}
