/**
 * Marks an element whose layout a server-rendered page's first paint may skip: until the page is live it
 * waits under `content-visibility: auto` (posts.css: a feed's cards below the first screen), then
 * `layOutDeferred` lays it out.
 */
export const deferredLayout = { 'data-defer-layout': '' } as const;

/**
 * Lays out the page's deferred elements one per task, top first, then calls `done`. All at once they were
 * one task of over 100 ms on a slow phone, just as the page went live. Returns a cancel.
 */
export function layOutDeferred(done: () => void): () => void {
  const pending = [...document.querySelectorAll('[data-defer-layout]:not([data-laid-out])')];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    const element = pending.shift();
    if (!element) return done();
    element.setAttribute('data-laid-out', '');
    // In this task: left to the next frame, the layouts of several steps would run as one again.
    element.getBoundingClientRect();
    timer = setTimeout(step);
  };
  step();
  return () => clearTimeout(timer);
}
