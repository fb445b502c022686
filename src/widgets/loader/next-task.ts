import { nextTask } from '../../core/tasks/next-task';

export { nextTask };

let turn: Promise<unknown> = Promise.resolve();

/** Runs `work` in a task of its own, after the work queued before it: one widget mounts per task. */
export function inOwnTask(work: () => void): void {
  turn = turn.then(nextTask).then(work);
}
