import { useEffect, useState } from 'react';
import { newPayReference } from '../../core/money/solana-pay';

/** A crypto tip to register before its QR code is shown: whole dollars, and the reader's note (or none). */
export interface TipIntentAsk {
  amount: number;
  message: string | null;
}

export type TipIntentState =
  | { status: 'idle' }
  | { status: 'preparing' }
  | { status: 'ready'; reference: string }
  | { status: 'failed'; retry: () => void };

/** How long the amount and note must stay as they are before they are registered: one intent, not one per key. */
export const SETTLE_MS = 700;

/**
 * Registers the crypto tab's tip as an intent under a fresh Solana Pay reference (API.md, 'Crypto tips'),
 * once the reader has stopped typing: the API then watches for its payment for 24 hours, so the creator
 * gets it with the note even if the page is closed. A new amount or note is a new intent. Its QR code is
 * shown only once it is registered, so no code ever asks for a payment the API does not watch.
 */
export function useTipIntent(
  ask: TipIntentAsk | null,
  register: ((intent: TipIntentAsk & { reference: string }) => Promise<void>) | undefined,
): TipIntentState {
  const [attempt, setAttempt] = useState(0);
  // The outcome of registering one ask (amount, note, attempt): a newer ask is preparing until its own.
  const [outcome, setOutcome] = useState<{ key: string; state: TipIntentState } | null>(null);
  const amount = ask?.amount;
  const message = ask?.message ?? null;
  const key = `${amount}|${message}|${attempt}`;
  useEffect(() => {
    if (amount === undefined || !register) return;
    let live = true;
    const timer = setTimeout(() => {
      const reference = newPayReference();
      register({ reference, amount, message }).then(
        () => live && setOutcome({ key, state: { status: 'ready', reference } }),
        () => live && setOutcome({ key, state: { status: 'failed', retry: () => setAttempt((n) => n + 1) } }),
      );
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [amount, message, register, key]);
  if (amount === undefined || !register) return { status: 'idle' };
  return outcome?.key === key ? outcome.state : { status: 'preparing' };
}
