/**
 * Ends the current task so the browser can paint and answer input before the next step of the start.
 * The start is a chain of steps that each take tens of milliseconds on a slow phone; run in one task
 * they block the page for half a second (Lighthouse's total blocking time on the public pages).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
