import type { RedeemPending } from '../contract/embed';
import { ApiError, isApiError } from '../http/api-error';

export interface AwaitApprovalOptions<T> {
  /** Trades the handoff for a token; the API answers 202 `{ status: 'pending' }` until the member approves. */
  redeem: () => Promise<T | RedeemPending>;
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

function isPending(answer: unknown): answer is RedeemPending {
  return typeof answer === 'object' && answer !== null && (answer as { status?: unknown }).status === 'pending';
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
        const answer = await options.redeem();
        if (!isPending(answer)) return answer;
      } catch (error) {
        // A network failure is worth another try; an answer from the API (410, 403) is final.
        if (!isApiError(error) || error.status !== 0) throw error;
      }
      if (Date.now() > deadline) {
        throw new ApiError({ status: 410, code: 'gone', message: 'The sign-in took too long: start again' });
      }
    }
  })();
  return { result, wake: () => wake() };
}
