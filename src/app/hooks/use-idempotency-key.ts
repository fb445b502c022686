import { useState } from 'react';
import { createIdempotencyKeys } from '../../core/http/idempotency-keys';

/**
 * The Idempotency-Key of a component's money action (tip, subscribe, unlock, withdraw): `keyFor(body)`
 * before the call, `settle(error?)` after it (core/http/idempotency-keys.ts says when a key is kept).
 */
export function useIdempotencyKey() {
  const [keys] = useState(createIdempotencyKeys);
  return keys;
}
