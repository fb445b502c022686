import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { webhookEventTypes, webhookRequestSchema, type Webhook } from '../../../core/contract/webhooks';
import { useAppServices } from '../../boot/app-context';
import { CheckField } from '../../components/check-field';
import { FormFooter } from '../../components/form-footer';
import { TextField } from '../../components/text-field';
import { useContractForm } from '../../hooks/use-contract-form';
import { queryKeys } from '../../lib/query-keys';
import { eventTextKey } from './event-names';

type WebhookField = 'url' | 'events';
const webhookFields: readonly WebhookField[] = ['url', 'events'];

/** Registers an endpoint; `onCreated` receives it with its secret, which is shown then and never again. */
export function WebhookForm({ onCreated }: { onCreated: (webhook: Webhook) => void }) {
  const { t } = useTranslation('app');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['tip.created', 'subscription.created']);
  const { errors, sending, handleSubmit, clearError } = useContractForm({
    schema: webhookRequestSchema,
    fields: webhookFields,
    values: () => ({ url, events }),
    submit: async (body) => {
      const webhook = await api.webhooks.create(body);
      await queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.list });
      setUrl('');
      onCreated(webhook);
    },
  });
  return (
    <form className="card settings-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <h2>{t('webhooks.addTitle')}</h2>
      <TextField
        label={t('webhooks.urlLabel')}
        hint={t('webhooks.urlHint')}
        name="url"
        type="url"
        dir="ltr"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        value={url}
        error={errors.url}
        onChange={(event) => {
          setUrl(event.target.value);
          clearError('url');
        }}
      />
      <fieldset className="switches" aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
        <legend>{t('webhooks.eventsLegend')}</legend>
        {webhookEventTypes.map((type) => (
          <CheckField
            key={type}
            name={type}
            label={t(eventTextKey[type])}
            hint={type}
            checked={events.includes(type)}
            onChange={(on) => {
              setEvents((current) => (on ? [...current, type] : current.filter((each) => each !== type)));
              clearError('events');
            }}
          />
        ))}
        {errors.events ? (
          <p id="webhook-events-error" className="field-error" role="alert">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      <FormFooter error={errors.form} sending={sending} label={t('webhooks.add')} sendingLabel={t('webhooks.adding')} />
    </form>
  );
}
