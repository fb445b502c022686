import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../core/people/person-name';
import { useFormat } from '../../hooks/use-format';
import { Receipt } from '../../components/receipt';
import { ErrorState, Loading } from '../../components/status';
import { TipForm, type TipOutcome } from '../../components/tip-form';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSession } from '../../hooks/use-session';
import { ConnectPanel } from './connect-panel';
import { FrameStorageNote } from './frame-storage-note';
import { ReconnectButton } from './reconnect-button';
import { useFrameCreator } from './use-frame-creator';
import { useFrameLimits } from './use-frame-limits';
import { errorMessage, useFrameParams, useSendToWidget } from './use-widget-messages';

/** The balance tab of a widget's tip dialog; after a tip, its receipt until the member closes it. */
export function EmbedTipPage() {
  const { t } = useTranslation();
  const { t: tApp } = useTranslation('app');
  const format = useFormat();
  usePageTitle(tApp('pages.embedTip'));
  const { signedIn } = useSession();
  const send = useSendToWidget();
  const creator = useFrameCreator();
  const { amount } = useFrameParams();
  const { limits, refresh } = useFrameLimits();
  // The receipt stays in the frame: the member's balance is not for the host page to read.
  const [outcome, setOutcome] = useState<TipOutcome | null>(null);
  if (!signedIn) return <ConnectPanel />;
  if (creator.isPending) return <Loading />;
  if (!creator.data) return <ErrorState error={creator.error} onRetry={() => void creator.refetch()} />;
  const { user } = creator.data;
  if (outcome) {
    const name = displayName(user);
    return (
      <Receipt
        note={{ text: user.thank_you, by: name }}
        lines={[
          t('tip.sent', { amount: format.money(outcome.amount), name }),
          t('receipt.balance', { amount: format.money(outcome.points) }),
        ]}
        onClose={() => send({ type: 'cancel' })}
      />
    );
  }
  return (
    <>
      <TipForm
        creator={user}
        initialAmount={amount}
        limits={limits}
        onDone={(done) => {
          setOutcome(done);
          void refresh();
          send({ type: 'done', amount: done.amount, receipt: done.receipt });
        }}
        onCancel={() => send({ type: 'cancel' })}
        onError={(error) => {
          void refresh();
          send(errorMessage(error));
        }}
        onRefused={(refusal) => send(errorMessage(refusal))}
        recheck={refresh}
        errorAction={(error) => (error.code === 'daily_limit' ? <ReconnectButton /> : null)}
      />
      <FrameStorageNote />
    </>
  );
}
