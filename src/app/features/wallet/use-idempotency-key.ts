import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../../../core/ids/random-id';

/**
 * One key per money action: asking again for the same body (a retry after a timeout) gives the same
 * key, so the server moves the money once; another body, or a `done()`, starts a new action.
 */
export function useIdempotencyKey() {
  const current = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown) => {
    const text = JSON.stringify(body);
    if (current.current?.body !== text) current.current = { body: text, key: newIdempotencyKey() };
    return current.current.key;
  }, []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, done };
}
