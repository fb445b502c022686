import type { CuppaEvent, CuppaTipButtonElement } from '@cuppa/widgets';
import { CreatorCard, SubscribeButton, TipButton, WalletBadge } from '@cuppa/widgets/react';
import { useRef } from 'react';

// The elements in the DOM: the tag map and the event map.
const tip: CuppaTipButtonElement | null = document.querySelector('cuppa-tip-button');
tip?.addEventListener('cuppa-tip', (event) => {
  const amount: number = event.detail.amount;
  const coin: 'solana' | 'usdc' = event.detail.coin;
  return [amount, coin];
});
document.addEventListener('cuppa-error', (event) => {
  const message: string = event.detail.message;
  // @ts-expect-error: an error's code is one of the documented codes
  const wrong: 'no_such_code' = event.detail.code;
  return [message, wrong];
});

// The loader's JavaScript API, from the page's own button.
window.Cuppa?.openTip({ creator: 'alice', amount: 5 });
window.Cuppa?.openSubscribe({ creator: 'alice' });
// @ts-expect-error: the tip dialog needs its creator
window.Cuppa?.openTip({ amount: 5 });

export function Wrappers() {
  const ref = useRef<CuppaTipButtonElement>(null);
  return (
    <>
      <TipButton
        ref={ref}
        creator="alice"
        label="Buy Alice a coffee"
        amount={5}
        theme="dark"
        lang="es"
        onTip={(event: CuppaEvent<'cuppa-tip'>) => event.detail.creator.toUpperCase()}
        onError={(event) => event.detail.message}
      >
        <a href="https://example.com/alice">Support Alice</a>
      </TipButton>
      <SubscribeButton creator="alice" onSubscribe={(event) => event.detail.amount.toFixed(2)} />
      <CreatorCard creator="alice" app="https://cuppa.example" api="https://api.cuppa.example/api" />
      <WalletBadge onSession={(event) => event.detail.signedIn} className="badge" />
      {/* @ts-expect-error: a tip button needs its creator */}
      <TipButton label="no creator" />
      {/* @ts-expect-error: theme is light, dark or auto */}
      <SubscribeButton creator="alice" theme="blue" />
      {/* @ts-expect-error: an amount is whole dollars, not words */}
      <TipButton creator="alice" amount="five" />
      {/* @ts-expect-error: the wallet badge fires no cuppa-tip */}
      <WalletBadge onTip={() => undefined} />
    </>
  );
}

export function Elements() {
  return (
    <>
      <cuppa-tip-button creator="alice" label="Tip" theme="auto">
        <a href="https://example.com/alice">Support Alice</a>
      </cuppa-tip-button>
      <cuppa-subscribe-button creator="alice" />
      <cuppa-creator-card creator="alice" lang="ar" />
      <cuppa-wallet-badge theme="light" />
      {/* @ts-expect-error: theme is light, dark or auto */}
      <cuppa-creator-card creator="alice" theme="sepia" />
    </>
  );
}
