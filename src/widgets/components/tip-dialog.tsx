import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { solanaTipPath } from '../../core/contract/solana-tip-path';
import type { WidgetCreator } from '../../core/contract/widget-reads';
import { miniSolanaTipResponseSchema, miniTipIntentResponseSchema } from '../../core/contract/widget-reads-tip';
import { postPublic, readPublic } from '../../core/http/public-read';
import { DialogFrame } from './dialog-frame';
import { CreatorHeading } from './creator-heading';
import { CryptoPanel, type PaymentWatch } from './crypto-panel';
import { Dialog, useDialogEnglish } from './dialog';
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
  creator: WidgetCreator;
  /** Whole dollars the balance tab's amount starts at (the element's `amount`). */
  amount?: number;
}) {
  useDialogEnglish();
  const { t } = useTranslation();
  const [tab, setTab] = useState('balance');
  // A tip went through on the shown tab: its receipt is all the dialog shows until it closes.
  const [settled, setSettled] = useState(false);
  const { api } = useWidget().attributes;
  const alias = creator.alias;
  // The crypto tab's tip, registered with its note before its code is shown (API.md, 'Crypto tips').
  const register = useCallback<PaymentWatch['register']>(
    async ({ reference, amount: dollars, message }) => {
      await postPublic(
        `${api}/v1/solana/tip-intent`,
        { creator: alias, reference, amount: dollars, ...(message ? { message } : {}) },
        miniTipIntentResponseSchema,
      );
    },
    [api, alias],
  );
  const paid = useCallback(
    async (reference: string) => {
      const answer = await readPublic(`${api}${solanaTipPath(reference, alias)}`, miniSolanaTipResponseSchema);
      return answer.status === 'confirmed' ? { amount: answer.amount, note: answer.thank_you } : null;
    },
    [api, alias],
  );
  // The latest onTipped, without restarting the crypto tab's asking each time the button re-renders.
  const tipped = useRef(onTipped);
  useEffect(() => {
    tipped.current = onTipped;
  });
  const onPaid = useCallback((dollars: number) => {
    setSettled(true);
    tipped.current(dollars, 'usdc');
  }, []);
  return (
    <Dialog open={open} onClose={onClose} title={t('tip.readyToSend')}>
      <CreatorHeading user={creator} />
      <Tabs
        label={t('tip.readyToSend')}
        selected={tab}
        onSelect={setTab}
        settled={settled}
        tabs={tipTabs(t, {
          balance: (
            <DialogFrame
              path="tip"
              params={{ creator: creator.alias, ...(amount ? { amount: String(amount) } : {}) }}
              title={t('tip.myBalance')}
              height={370}
              onOutcome={(message) => {
                if (message.type === 'done') {
                  setSettled(true);
                  onTipped(message.amount, 'solana', message.receipt);
                } else if (message.type === 'cancel') onClose();
              }}
            />
          ),
          crypto: (
            <CryptoPanel
              creator={creator}
              mint={pageUsdcMint()}
              unavailable={t('errors.generic')}
              watch={{ active: tab === 'crypto', register, paid, onPaid, onClose }}
            />
          ),
        })}
      />
    </Dialog>
  );
}
