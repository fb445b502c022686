import { creatorGoalPath, creatorSupportersPath } from '../../core/api/creator-lookup-path';
import type { GoalResponse, SupportersResponse } from '../../core/contract/supporters';
import { miniGoalResponseSchema, miniSupportersResponseSchema } from '../../core/contract/widget-reads';
import { readPublic } from '../../core/http/public-read';

/**
 * A creator's goal and supporters for the page's widgets. Every widget of one creator on the page reads
 * one answer; a tip or subscription made on the page (`noteSupport`) makes the next read a fresh one, and
 * tells the widgets showing them to read again.
 */
const versions = new Map<string, number>();
const listeners = new Set<() => void>();
const reads = new Map<string, Promise<unknown>>();

const creatorKey = (apiBase: string, alias: string) => `${apiBase}|${alias.toLowerCase()}`;

/** How many supports this page has seen for the creator: the widgets read again when it changes. */
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

function shared<T>(key: string, read: () => Promise<T>): Promise<T> {
  let pending = reads.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = read();
    reads.set(key, pending);
    pending.catch(() => reads.delete(key));
  }
  return pending;
}

export function readGoal(apiBase: string, alias: string): Promise<GoalResponse> {
  const key = `goal|${creatorKey(apiBase, alias)}|${supportVersion(apiBase, alias)}`;
  return shared(key, () => readPublic(`${apiBase}${creatorGoalPath(alias)}`, miniGoalResponseSchema));
}

export function readSupporters(apiBase: string, alias: string, limit: number): Promise<SupportersResponse> {
  const key = `supporters|${limit}|${creatorKey(apiBase, alias)}|${supportVersion(apiBase, alias)}`;
  return shared(key, () =>
    readPublic(`${apiBase}${creatorSupportersPath(alias)}?limit=${limit}`, miniSupportersResponseSchema),
  );
}
