import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error';
import { awaitApproval } from './await-approval';

const pending = { status: 'pending' as const };
const offline = () => new ApiError({ status: 0, code: 'network', message: 'Network Error' });

afterEach(() => vi.useRealTimers());

describe('awaitApproval', () => {
  it('polls through pending answers and network failures until the approval is there', async () => {
    vi.useFakeTimers();
    const redeem = vi.fn().mockResolvedValueOnce(pending).mockRejectedValueOnce(offline()).mockResolvedValue('token');
    const { result } = awaitApproval({ redeem, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(redeem).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2001);
    await expect(result).resolves.toBe('token');
    expect(redeem).toHaveBeenCalledTimes(3);
  });

  it('tries at once when woken by the popup', async () => {
    vi.useFakeTimers();
    const redeem = vi.fn().mockResolvedValue('token');
    const approval = awaitApproval({ redeem, intervalMs: 60_000 });
    await vi.advanceTimersByTimeAsync(10);
    approval.wake();
    await expect(approval.result).resolves.toBe('token');
  });

  it('stops on a refusal, on time out, and when aborted', async () => {
    vi.useFakeTimers();
    const gone = new ApiError({ status: 410, code: 'gone', message: 'expired' });
    const refused = awaitApproval({ redeem: vi.fn().mockRejectedValue(gone), intervalMs: 10 });
    const refusedResult = expect(refused.result).rejects.toBe(gone);
    await vi.advanceTimersByTimeAsync(10);
    await refusedResult;

    const slow = awaitApproval({ redeem: vi.fn().mockResolvedValue(pending), intervalMs: 100, timeoutMs: 1000 });
    const slowResult = expect(slow.result).rejects.toMatchObject({ code: 'gone' });
    await vi.advanceTimersByTimeAsync(1200);
    await slowResult;

    const controller = new AbortController();
    const redeem = vi.fn();
    const aborted = awaitApproval({ redeem, intervalMs: 100, signal: controller.signal });
    const abortedResult = expect(aborted.result).rejects.toMatchObject({ code: 'aborted' });
    controller.abort();
    await abortedResult;
    expect(redeem).not.toHaveBeenCalled();
  });
});
