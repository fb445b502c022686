import { describe, expect, it } from 'vitest';
import { inOwnTask, nextTask } from './next-task';

describe('inOwnTask', () => {
  it('runs queued work in order, each piece in a task of its own', async () => {
    const log: string[] = [];
    inOwnTask(() => {
      log.push('first');
      // A task the page queues meanwhile runs between the two pieces, not after both.
      setTimeout(() => log.push('page'), 0);
    });
    inOwnTask(() => log.push('second'));
    expect(log).toEqual([]); // not in the task that queued it
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual(['first', 'page', 'second']);
  });

  it('nextTask resolves after the tasks already queued', async () => {
    const log: string[] = [];
    setTimeout(() => log.push('queued'), 0);
    await nextTask();
    expect(log).toEqual(['queued']);
  });
});
