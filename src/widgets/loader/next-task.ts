/** Resolves in a later task: the page gets to run its own work (input, rendering) in between. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

let turn: Promise<unknown> = Promise.resolve();

/** Runs `work` in a task of its own, after the work queued before it: one widget mounts per task. */
export function inOwnTask(work: () => void): void {
  turn = turn.then(nextTask).then(work);
}
