import { ApiError, isApiError } from '../http/api-error';

export interface AwaitApprovalOptions<T> {
  /** Trades the handoff for a token; the API answers 404 until the member has approved. */
  redeem: () => Promise<T>;
  intervalMs?: number;
  /** API.md: an approval must be redeemed within 5 minutes. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface Approval<T> {
  result: Promise<T>;
  /** Try at once (the popup said it is done): a fast path, never the only path. */
  wake: () => void;
}

/**
 * Polls the redeem call until the member approves in the popup. Polling, not a message from the popup,
 * is what delivers: a host page with COOP `same-origin` cuts the popup off from the frame.
 */
export function awaitApproval<T>(options: AwaitApprovalOptions<T>): Approval<T> {
  const interval = options.intervalMs ?? 1500;
  const deadline = Date.now() + (options.timeoutMs ?? 5 * 60 * 1000);
  let wake = () => {};
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, interval);
      function done() {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', done);
        wake = () => {};
        resolve();
      }
      wake = done;
      options.signal?.addEventListener('abort', done);
    });

  const result = (async () => {
    for (;;) {
      await pause();
      if (options.signal?.aborted) throw new ApiError({ status: 0, code: 'aborted', message: 'request aborted' });
      try {
        return await options.redeem();
      } catch (error) {
        const waiting = isApiError(error) && (error.code === 'not_found' || error.status === 0);
        if (!waiting) throw error;
        if (Date.now() > deadline) {
          throw new ApiError({ status: 410, code: 'gone', message: 'The sign-in took too long: start again' });
        }
      }
    }
  })();
  return { result, wake: () => wake() };
}
