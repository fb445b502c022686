import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Webhook } from '../../../core/contract/webhooks';
import { useAppServices } from '../../boot/app-context';
import { CopyButton } from '../../components/copy-button';
import { EmptyState, QueryView } from '../../components/status';
import { widgetUrls } from '../../config/widget-urls';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSession } from '../../hooks/use-session';
import { queryKeys } from '../../lib/query-keys';
import { isCreator } from '../../utils/roles';
import { WebhookEndpoint } from './webhook-endpoint';
import { WebhookForm } from './webhook-form';
import '../../styles/settings.css';
import './webhooks.css';
import { Section } from '../../components/section';

/**
 * Settings, for creators: register an endpoint (its secret shown once), send it a test event, read its
 * delivery log, delete it.
 */
export function WebhooksPage() {
  const { t } = useTranslation('app');
  usePageTitle(t('settings.webhooks'));
  const { user } = useSession();
  return (
    <div className="page settings-page webhooks-page">
      <h1>{t('settings.webhooks')}</h1>
      {user && isCreator(user) ? <Webhooks /> : <EmptyState>{t('webhooks.notCreator')}</EmptyState>}
    </div>
  );
}

function Webhooks() {
  const { t } = useTranslation('app');
  const { api, config } = useAppServices();
  // The embedding guide's section with a receiver that checks the signature.
  const guide = `${widgetUrls(config).guide}#webhooks`;
  const list = useQuery({ queryKey: queryKeys.webhooks.list, queryFn: () => api.webhooks.list() });
  const [created, setCreated] = useState<Webhook | null>(null);
  return (
    <>
      <p className="muted">
        {t('webhooks.intro')}{' '}
        <a href={guide} target="_blank" rel="noopener">
          {t('webhooks.guide')}
        </a>
      </p>
      {created?.secret ? <SecretOnce webhook={created} onDone={() => setCreated(null)} /> : null}
      <WebhookForm onCreated={setCreated} />
      <Section title={t('webhooks.listTitle')}>
        <QueryView query={list} isEmpty={(webhooks) => webhooks.length === 0} empty={t('webhooks.none')}>
          {(webhooks) => (
            <ul className="webhooks">
              {webhooks.map((webhook) => (
                <WebhookEndpoint key={webhook.id} webhook={webhook} />
              ))}
            </ul>
          )}
        </QueryView>
      </Section>
    </>
  );
}

/** The new endpoint's secret, this once: it takes focus so a screen reader hears it first. */
function SecretOnce({ webhook, onDone }: { webhook: Webhook; onDone: () => void }) {
  const { t } = useTranslation('app');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card webhook-secret" aria-labelledby="webhook-secret-title">
      <h2 id="webhook-secret-title" ref={heading} tabIndex={-1}>
        {t('webhooks.secretTitle')}
      </h2>
      <p>{t('webhooks.secretText')}</p>
      <p className="mono webhook-secret-value" dir="ltr">
        {webhook.secret}
      </p>
      <div className="webhook-actions">
        <CopyButton text={webhook.secret ?? ''} />
        <button type="button" className="button button-primary" onClick={onDone}>
          {t('webhooks.secretDone')}
        </button>
      </div>
    </section>
  );
}
