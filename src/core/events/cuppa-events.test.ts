import { describe, expect, it } from 'vitest';
import { cuppaEventNames, dispatchCuppaEvent } from './cuppa-events';

describe('cuppa events', () => {
  it('bubble out of a shadow root to the host page', () => {
    const host = document.createElement('cuppa-tip-button');
    document.body.append(host);
    const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('button'));
    const seen: unknown[] = [];
    document.addEventListener('cuppa-tip', (event) => seen.push(event.detail), { once: true });
    dispatchCuppaEvent(inner, 'cuppa-tip', { creator: 'alice', amount: 3, coin: 'solana' });
    expect(seen).toEqual([{ creator: 'alice', amount: 3, coin: 'solana' }]);
    host.remove();
  });

  it('lists every event of the map once', () => {
    expect([...cuppaEventNames].sort()).toEqual([
      'cuppa-close',
      'cuppa-error',
      'cuppa-open',
      'cuppa-session',
      'cuppa-subscribe',
      'cuppa-tip',
    ]);
  });
});
