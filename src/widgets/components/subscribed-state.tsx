import { useEffect, useRef, type RefObject } from 'react';
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
 * cancels or resumes it. When `refocusRef` holds true (the dialog that subscribed just closed, and its
 * opener with it), the link takes the focus, once: a keyboard user keeps their place in the widget.
 */
export default function SubscribedState({
  seen,
  alias,
  refocusRef,
}: {
  seen: NonNullable<SeenSubscription>;
  alias: string;
  refocusRef: RefObject<boolean>;
}) {
  const { t, i18n } = useTranslation();
  const { attributes, lang } = useWidget();
  const manage = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!refocusRef.current) return;
    refocusRef.current = false;
    // After the dialog's focus manager has tried its opener (in a microtask as it closes): it finds
    // none, or an older opener elsewhere on the page.
    queueMicrotask(() => manage.current?.focus());
  }, [refocusRef]);
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
        ref={manage}
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
