import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { webhookEventTypes, type Webhook, type WebhookEventType } from '../../../core/contract/webhooks';
import { useAppServices } from '../../boot/app-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormError } from '../../components/form-error';
import { Pager, usePageInRange } from '../../components/pager';
import { QueryView } from '../../components/status';
import { useErrorText } from '../../hooks/use-error-text';
import { useFormat } from '../../hooks/use-format';
import { queryKeys } from '../../lib/query-keys';
import { eventTextKey } from './event-names';
import { usePageQuery } from '../../hooks/use-page-query';

const isEventType = (value: string): value is WebhookEventType =>
  (webhookEventTypes as readonly string[]).includes(value);

/** One endpoint: its address and events, a test event, deleting it, and its delivery log. */
export function WebhookEndpoint({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation('app');
  const format = useFormat();
  const errorText = useErrorText();
  const { api, notify } = useAppServices();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState(false);
  const deliveries = usePageQuery(queryKeys.webhooks.deliveries(webhook.id, page), () =>
    api.webhooks.deliveries(webhook.id, page),
  );
  const log = usePageInRange(deliveries, {
    page,
    pageSize: 10,
    total: (answer) => answer.total,
    onPage: (last) => setPage(last),
  });
  const test = useMutation({
    mutationFn: () => api.webhooks.sendTest(webhook.id),
    onSuccess: async () => {
      notify.getState().notify({ kind: 'success', message: t('webhooks.testSent') });
      setPage(1);
      await queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all });
    },
  });
  const remove = useMutation({
    mutationFn: () => api.webhooks.remove(webhook.id),
    onSuccess: async () => {
      setDeleting(false);
      notify.getState().notify({ kind: 'success', message: t('webhooks.removed') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.list });
    },
  });
  const eventName = (type: string) => (isEventType(type) ? t(eventTextKey[type]) : type);

  return (
    <li className="card webhook" aria-labelledby={titleId}>
      <h3 id={titleId} className="webhook-url" dir="ltr">
        {webhook.url}
      </h3>
      <p className="muted">{webhook.events.map(eventName).join(' · ')}</p>
      <div className="webhook-actions">
        <button
          type="button"
          className="button"
          disabled={test.isPending}
          aria-busy={test.isPending}
          onClick={() => test.mutate()}
        >
          {t('webhooks.sendTest')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            remove.reset();
            setDeleting(true);
          }}
        >
          {t('webhooks.remove')}
        </button>
      </div>
      <FormError message={test.error ? errorText(test.error) : undefined} />
      <div className="webhook-log-head">
        <h4>{t('webhooks.log')}</h4>
        <button
          type="button"
          className="button"
          onClick={() => void deliveries.refetch()}
          disabled={deliveries.isFetching}
        >
          {t('webhooks.refresh')}
        </button>
      </div>
      <QueryView query={log} isEmpty={(answer) => answer.total === 0} empty={t('webhooks.logEmpty')}>
        {(answer) => (
          <>
            <div className="table-scroll" tabIndex={0} role="region" aria-label={t('webhooks.log')}>
              <table className="webhook-log">
                <thead>
                  <tr>
                    <th scope="col">{t('webhooks.columns.event')}</th>
                    <th scope="col">{t('webhooks.columns.status')}</th>
                    <th scope="col">{t('webhooks.columns.attempts')}</th>
                    <th scope="col">{t('webhooks.columns.response')}</th>
                    <th scope="col">{t('webhooks.columns.when')}</th>
                  </tr>
                </thead>
                <tbody>
                  {answer.deliveries.map((delivery) => (
                    <tr key={delivery.id}>
                      <td>
                        <span dir="ltr" className="mono">
                          {delivery.event}
                        </span>
                      </td>
                      <td>
                        <span className={`delivery-status delivery-${delivery.status}`}>
                          {t(`webhooks.status.${delivery.status}`)}
                        </span>
                      </td>
                      <td>{format.number(delivery.attempts)}</td>
                      <td title={delivery.last_error ?? undefined}>
                        {delivery.response_status ?? t('webhooks.noAnswer')}
                        {delivery.last_error ? <span className="muted"> · {delivery.last_error}</span> : null}
                      </td>
                      <td>
                        <time dateTime={delivery.created_at}>{format.dateTime(delivery.created_at)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} pageSize={10} total={answer.total} onPage={setPage} label={t('webhooks.log')} />
          </>
        )}
      </QueryView>
      <ConfirmDialog
        open={deleting}
        title={t('webhooks.remove')}
        confirmLabel={t('webhooks.remove')}
        busy={remove.isPending}
        error={remove.error ? errorText(remove.error) : null}
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate()}
      >
        <p>{t('webhooks.removeConfirm')}</p>
        <p dir="ltr" className="mono">
          {webhook.url}
        </p>
      </ConfirmDialog>
    </li>
  );
}
