import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../core/contract/users';
import { AppFrame } from './app-frame';
import { CreatorHeading } from './creator-heading';
import { CryptoPanel } from './crypto-panel';
import { Dialog } from './dialog';
import { pageUsdcMint } from './page-usdc-mint';
import { Tabs } from './tabs';
import { tipTabs } from './tip-tabs';

/** Loaded when a tip dialog first opens. 'my balance' (the app's frame) by default, or 'in crypto'. */
export default function TipDialog({
  open,
  onClose,
  onTipped,
  creator,
  amount,
}: {
  open: boolean;
  onClose: () => void;
  /** The frame reports a finished tip (its receipt stays until closed); money moved inside the frame, never here. */
  onTipped: (amount: number) => void;
  creator: PublicUser;
  /** Whole dollars the balance tab's amount starts at (the element's `amount`). */
  amount?: number;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('balance');
  return (
    <Dialog open={open} onClose={onClose} title={t('tip.readyToSend')}>
      <CreatorHeading user={creator} />
      <Tabs
        label={t('tip.readyToSend')}
        selected={tab}
        onSelect={setTab}
        tabs={tipTabs(t, {
          balance: (
            <AppFrame
              path="tip"
              params={{ creator: creator.alias, ...(amount ? { amount: String(amount) } : {}) }}
              title={t('tip.myBalance')}
              height={370}
              onOutcome={(message) => {
                if (message.type === 'done') onTipped(message.amount);
                else if (message.type === 'cancel') onClose();
              }}
            />
          ),
          crypto: <CryptoPanel creator={creator} mint={pageUsdcMint()} unavailable={t('errors.generic')} />,
        })}
      />
    </Dialog>
  );
}
