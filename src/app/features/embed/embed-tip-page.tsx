import { useTranslation } from 'react-i18next';
import { ErrorState, Loading } from '../../components/status';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSession } from '../../hooks/use-session';
import { TipForm } from '../../components/tip-form';
import { ConnectPanel } from './connect-panel';
import { ReconnectButton } from './reconnect-button';
import { useFrameCreator } from './use-frame-creator';
import { errorMessage, useSendToWidget } from './use-widget-messages';

/** The balance tab of a widget's tip dialog. */
export function EmbedTipPage() {
  const { t } = useTranslation('app');
  usePageTitle(t('pages.embedTip'));
  const { signedIn } = useSession();
  const send = useSendToWidget();
  const creator = useFrameCreator();
  if (!signedIn) return <ConnectPanel />;
  if (creator.isPending) return <Loading />;
  if (!creator.data) return <ErrorState error={creator.error} onRetry={() => void creator.refetch()} />;
  return (
    <TipForm
      creator={creator.data.user}
      onDone={(amount) => send({ type: 'done', amount })}
      onCancel={() => send({ type: 'cancel' })}
      onError={(error) => send(errorMessage(error))}
      errorAction={(error) => (error.code === 'daily_limit' ? <ReconnectButton /> : null)}
    />
  );
}
