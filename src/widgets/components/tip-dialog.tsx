import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { solanaTipPath } from '../../core/contract/solana-tip-path';
import type { PublicUser } from '../../core/contract/users';
import { miniSolanaTipResponseSchema } from '../../core/contract/widget-reads';
import { readPublic } from '../../core/http/public-read';
import { AppFrame } from './app-frame';
import { CreatorHeading } from './creator-heading';
import { CryptoPanel } from './crypto-panel';
import { Dialog } from './dialog';
import { pageUsdcMint } from './page-usdc-mint';
import { Tabs } from './tabs';
import { tipTabs } from './tip-tabs';
import { useWidget } from './widget-host';

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
  /**
   * The frame reports a finished tip (its receipt stays until closed) with the API's signed receipt;
   * money moved inside the frame, never here. Or the API saw the crypto tab's payment reach the creator
   * (coin 'usdc', no signed receipt).
   */
  onTipped: (amount: number, coin?: 'solana' | 'usdc', receipt?: string) => void;
  creator: PublicUser;
  /** Whole dollars the balance tab's amount starts at (the element's `amount`). */
  amount?: number;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('balance');
  const { api } = useWidget().attributes;
  const alias = creator.alias;
  const paid = useCallback(
    async (reference: string) => {
      const answer = await readPublic(`${api}${solanaTipPath(reference, alias)}`, miniSolanaTipResponseSchema);
      return answer.status === 'confirmed' ? answer.amount : null;
    },
    [api, alias],
  );
  // The latest onTipped, without restarting the crypto tab's asking each time the button re-renders.
  const tipped = useRef(onTipped);
  useEffect(() => {
    tipped.current = onTipped;
  });
  const onPaid = useCallback((dollars: number) => tipped.current(dollars, 'usdc'), []);
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
                if (message.type === 'done') onTipped(message.amount, 'solana', message.receipt);
                else if (message.type === 'cancel') onClose();
              }}
            />
          ),
          crypto: (
            <CryptoPanel
              creator={creator}
              mint={pageUsdcMint()}
              unavailable={t('errors.generic')}
              watch={{ active: tab === 'crypto', paid, onPaid, onClose }}
            />
          ),
        })}
      />
    </Dialog>
  );
}
