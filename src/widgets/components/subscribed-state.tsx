import { useTranslation } from 'react-i18next';
import texts from 'virtual:locale/en/common/subscribe.renews,subscribe.ends,subscribe.manage';
import type { i18n } from 'i18next';
import { tw } from '../styles/tw';
import type { SeenSubscription } from './seen-subscriptions';
import { WidgetButton } from './widget-button';
import { useWidget } from './widget-host';

/** This state's English, in its own chunk: a page whose reader never subscribed does not carry it. */
export const subscribedEnglish = texts;

const given = new WeakSet<i18n>();

/**
 * Loaded once a frame says the member subscribes (subscribe-control.tsx): 'Subscribed · Renews on …', or
 * 'Subscribed · Ends on …' once cancelled (WIDGETS.md: the 'Subscribed' state, with its date), and
 * 'Manage in Cuppa', which opens the creator's profile in the app, where the member
 * cancels or resumes it.
 */
export default function SubscribedState({ seen, alias }: { seen: NonNullable<SeenSubscription>; alias: string }) {
  const { t, i18n } = useTranslation();
  const { attributes, lang } = useWidget();
  if (!given.has(i18n)) {
    given.add(i18n);
    i18n.addResourceBundle('en', 'common', subscribedEnglish, true, false);
  }
  return (
    <>
      <WidgetButton quiet disabled>
        <span aria-hidden="true">✓</span>
        {t('subscribe.subscribed')}
        {seen.until
          ? ` · ${t(seen.ends ? 'subscribe.ends' : 'subscribe.renews', {
              date: new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(seen.until)),
            })}`
          : null}
      </WidgetButton>
      <a
        href={`${attributes.app.replace(/\/$/, '')}/${encodeURIComponent(alias)}`}
        target="_blank"
        rel="noopener"
        className={tw(
          'text-sm underline text-accent dark:text-accent-dark focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent',
        )}
      >
        {t('subscribe.manage')}
      </a>
    </>
  );
}
