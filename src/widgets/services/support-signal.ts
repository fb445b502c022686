/**
 * Supports made on this page, per creator: the `cuppa-tip` and `cuppa-subscribe` events that the tip and
 * subscribe buttons fire (bubbling, composed) tell the creator's goal and supporters widgets to read
 * again (support-reads.ts). Heard on the document from the goal's and supporters' own chunk, so the
 * buttons that every page loads carry nothing for them. An event the page fires itself only costs a
 * read.
 */
const versions = new Map<string, number>();
const listeners = new Set<() => void>();
let listening = false;

function heard(event: Event): void {
  const alias = (event as CustomEvent<{ creator?: unknown } | null>).detail?.creator;
  if (typeof alias !== 'string') return;
  const key = alias.toLowerCase();
  versions.set(key, (versions.get(key) ?? 0) + 1);
  for (const listener of listeners) listener();
}

/** How many supports this page has seen for the creator. */
export const supportVersion = (alias: string): number => versions.get(alias.toLowerCase()) ?? 0;

export function onSupport(listener: () => void): () => void {
  if (!listening) {
    listening = true;
    document.addEventListener('cuppa-tip', heard);
    document.addEventListener('cuppa-subscribe', heard);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
