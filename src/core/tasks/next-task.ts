/**
 * Resolves in a later task: the page gets to run its own work (input, rendering) in between. The
 * widget loader mounts one widget per task with it; the app's start yields with it between its steps.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
