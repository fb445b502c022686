import { useState } from 'react';
import { createIdempotencyKeys, type IdempotencyKeys } from '../../core/http/idempotency-keys';

/** The keys of actions whose form may go before their answer comes (scoped), for as long as the page lives. */
const kept = new Map<string, IdempotencyKeys>();

/** The keys of `scope`, made when a call first needs one (never while the server renders). */
function keptKeys(scope: string): IdempotencyKeys {
  const keys = () => {
    let found = kept.get(scope);
    if (!found) kept.set(scope, (found = createIdempotencyKeys()));
    return found;
  };
  return { keyFor: (body) => keys().keyFor(body), settle: (error) => keys().settle(error) };
}

/**
 * The Idempotency-Key of a component's money action (tip, subscribe, unlock, withdraw): `keyFor(body)`
 * before the call, `settle(error?)` after it (core/http/idempotency-keys.ts says when a key is kept).
 * With a `scope`, the key outlives the component: a tip modal closes on a failure, and a tip that got no
 * answer, sent again from the next one, must carry the same key to pay once.
 */
export function useIdempotencyKey(scope?: string): IdempotencyKeys {
  const [keys] = useState(() => (scope === undefined ? createIdempotencyKeys() : keptKeys(scope)));
  return keys;
}
