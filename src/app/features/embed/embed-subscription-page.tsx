import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSession } from '../../hooks/use-session';
import { useFrameCreator } from './use-frame-creator';
import { useSendToWidget } from './use-widget-messages';

/**
 * A subscribe button's hidden frame: tells the widget whether the member subscribes to its creator, until
 * when, and whether it ends then (the lookup, read with this site's token), again whenever the session
 * changes. Shows nothing.
 */
export function EmbedSubscriptionPage() {
  const { t } = useTranslation('app');
  usePageTitle(t('pages.embedSubscription'));
  const { signedIn } = useSession();
  const send = useSendToWidget();
  const creator = useFrameCreator();
  const until = creator.data?.subscription?.expires_at ?? null;
  const ends = creator.data?.subscription?.renews === false;
  const known = !signedIn || creator.data !== undefined;
  useEffect(() => {
    if (known) send({ type: 'subscription', until: signedIn ? until : null, ...(ends ? { ends } : {}) });
  }, [known, signedIn, until, ends, send]);
  return null;
}
