import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Embed } from '../../../core/contract/embed';
import { useAppServices } from '../../boot/app-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryView } from '../../components/status';
import { useFormat } from '../../hooks/use-format';
import { usePageTitle } from '../../hooks/use-page-title';
import { queryKeys } from '../../lib/query-keys';
import { useErrorText } from '../../hooks/use-error-text';

/** Settings: every site a member connected, its cap, spent today and expiry, and a way to revoke it. */
export function ConnectedSitesPage() {
  const { t } = useTranslation('app');
  const format = useFormat();
  const errorText = useErrorText();
  usePageTitle(t('settings.connectedSites'));
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const sites = useQuery({ queryKey: queryKeys.connectedSites, queryFn: () => api.embed.list() });
  const [revoking, setRevoking] = useState<Embed | null>(null);
  const revoke = useMutation({
    mutationFn: (id: number) => api.embed.revoke(id),
    onSuccess: async () => {
      setRevoking(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.connectedSites });
    },
  });

  return (
    <div className="page">
      <h1>{t('settings.connectedSites')}</h1>
      <p className="muted">{t('connectedSites.intro')}</p>
      <QueryView query={sites} isEmpty={(list) => list.length === 0} empty={t('connectedSites.empty')}>
        {(list) => (
          <ul className="connected-sites">
            {list.map((embed) => (
              <li key={embed.id} className="card">
                <h2>{embed.site}</h2>
                <dl>
                  <dt>{t('connectedSites.cap')}</dt>
                  <dd>{format.money(embed.daily_cap)}</dd>
                  <dt>{t('connectedSites.spentToday')}</dt>
                  <dd>{format.money(embed.spent_today)}</dd>
                  <dt>{t('connectedSites.expires')}</dt>
                  <dd>
                    <time dateTime={embed.expires_at}>{format.date(embed.expires_at)}</time>
                  </dd>
                </dl>
                <button
                  type="button"
                  className="button"
                  aria-label={t('connectedSites.revokeSite', { site: embed.site })}
                  onClick={() => {
                    revoke.reset();
                    setRevoking(embed);
                  }}
                >
                  {t('connectedSites.revoke')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <ConfirmDialog
        open={revoking !== null}
        title={t('connectedSites.confirmTitle')}
        confirmLabel={t('connectedSites.revoke')}
        busy={revoke.isPending}
        error={revoke.error ? errorText(revoke.error, t('connectedSites.failed')) : null}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      >
        <p>{t('connectedSites.confirmText', { site: revoking?.site ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
