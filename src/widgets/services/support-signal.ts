/**
 * Supports made on this page, per creator: a tip or subscription here (`noteSupport`) tells the creator's
 * goal and supporters widgets to read again (support-reads.ts). In the runtime, where the tip and
 * subscribe buttons are; the reads load with the widgets that show them.
 */
const versions = new Map<string, number>();
const listeners = new Set<() => void>();

const creatorKey = (apiBase: string, alias: string) => `${apiBase}|${alias.toLowerCase()}`;

/** How many supports this page has seen for the creator. */
export const supportVersion = (apiBase: string, alias: string): number => versions.get(creatorKey(apiBase, alias)) ?? 0;

export function onSupport(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A reader tipped or subscribed on this page: the creator's goal and wall are read again. */
export function noteSupport(apiBase: string, alias: string): void {
  const key = creatorKey(apiBase, alias);
  versions.set(key, (versions.get(key) ?? 0) + 1);
  for (const listener of listeners) listener();
}
