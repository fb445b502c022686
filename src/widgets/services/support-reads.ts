import { creatorGoalPath, creatorSupportersPath } from '../../core/api/creator-support-paths';
import type { GoalResponse, SupportersResponse } from '../../core/contract/supporters';
import { miniGoalResponseSchema, miniSupportersResponseSchema } from '../../core/contract/widget-reads-support';
import { readPublic } from '../../core/http/public-read';
import { supportVersion } from './support-signal';

/**
 * A creator's goal and supporters for the page's widgets: every widget of one creator on the page reads
 * one answer, and a support made on the page (support-signal.ts) makes the next read a fresh one.
 */
const reads = new Map<string, Promise<unknown>>();

function shared<T>(key: string, read: () => Promise<T>): Promise<T> {
  let pending = reads.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = read();
    reads.set(key, pending);
    pending.catch(() => reads.delete(key));
  }
  return pending;
}

const readKey = (what: string, apiBase: string, alias: string) =>
  `${what}|${apiBase}|${alias.toLowerCase()}|${supportVersion(alias)}`;

export function readGoal(apiBase: string, alias: string): Promise<GoalResponse> {
  return shared(readKey('goal', apiBase, alias), () =>
    readPublic(`${apiBase}${creatorGoalPath(alias)}`, miniGoalResponseSchema),
  );
}

export function readSupporters(apiBase: string, alias: string, limit: number): Promise<SupportersResponse> {
  return shared(readKey(`supporters|${limit}`, apiBase, alias), () =>
    readPublic(`${apiBase}${creatorSupportersPath(alias)}?limit=${limit}`, miniSupportersResponseSchema),
  );
}
