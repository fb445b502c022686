import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSession } from '../../hooks/use-session';
import { useFrameCreator } from './use-frame-creator';
import { useSendToWidget } from './use-widget-messages';

/**
 * A subscribe button's hidden frame: tells the widget whether the member subscribes to its creator and
 * until when (the lookup, read with this site's token), again whenever the session changes. Shows nothing.
 */
export function EmbedSubscriptionPage() {
  const { t } = useTranslation('app');
  usePageTitle(t('pages.embedSubscription'));
  const { signedIn } = useSession();
  const send = useSendToWidget();
  const creator = useFrameCreator();
  const until = creator.data?.subscription?.expires_at ?? null;
  const known = !signedIn || creator.data !== undefined;
  useEffect(() => {
    if (known) send({ type: 'subscription', until: signedIn ? until : null });
  }, [known, signedIn, until, send]);
  return null;
}
