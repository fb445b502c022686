import { describe, expect, it, vi } from 'vitest';
import { inOwnTask, nextTask } from './next-task';

describe('inOwnTask', () => {
  it('runs queued work in order, each piece in a task of its own', async () => {
    const log: string[] = [];
    const onError = vi.fn();
    inOwnTask(() => {
      log.push('first');
      // A task the page queues meanwhile runs between the two pieces, not after both.
      setTimeout(() => log.push('page'), 0);
    }, onError);
    inOwnTask(() => log.push('second'), onError);
    expect(log).toEqual([]); // not in the task that queued it
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual(['first', 'page', 'second']);
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a piece of work that throws, and still runs the work queued after it', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const failure = new Error('mount failed');
      const onError = vi.fn();
      const later = vi.fn();
      inOwnTask(() => {
        throw failure;
      }, onError);
      inOwnTask(later, onError);
      await vi.waitFor(() => expect(later).toHaveBeenCalledOnce());
      expect(onError.mock.calls).toEqual([[failure]]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('nextTask resolves after the tasks already queued', async () => {
    const log: string[] = [];
    setTimeout(() => log.push('queued'), 0);
    await nextTask();
    expect(log).toEqual(['queued']);
  });
});
