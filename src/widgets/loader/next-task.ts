import { nextTask } from '../../core/tasks/next-task';

export { nextTask };

let turn: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` in a task of its own, after the work queued before it: one widget mounts per task. Work
 * that throws goes to `onError` (the widget's cuppa-error), and the queue goes on: one broken widget
 * keeps no other from mounting, and no rejection reaches the host page.
 */
export function inOwnTask(work: () => void, onError: (error: unknown) => void): void {
  turn = turn.then(nextTask).then(work).catch(onError);
}
