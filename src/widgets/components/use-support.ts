import { useSyncExternalStore } from 'react';
import type { GoalResponse, SupportersResponse } from '../../core/contract/supporters';
import { readGoal, readSupporters } from '../services/support-reads';
import { onSupport, supportVersion } from '../services/support-signal';
import { usePublicRead, type ReadState } from './use-public-read';
import { useWidget } from './widget-host';

/** The widget's creator and how many supports this page has seen for them (a tip here reads again). */
function useSupportKey() {
  const { attributes } = useWidget();
  const alias = attributes.creator ?? '';
  const version = useSyncExternalStore(
    onSupport,
    () => supportVersion(alias),
    () => 0,
  );
  return { api: attributes.api, alias, version };
}

export function useGoal(): ReadState<GoalResponse> {
  const { api, alias, version } = useSupportKey();
  return usePublicRead(`${api}|${alias}`, version, () => readGoal(api, alias));
}

export function useSupporters(limit: number): ReadState<SupportersResponse> {
  const { api, alias, version } = useSupportKey();
  return usePublicRead(`${api}|${alias}|${limit}`, version, () => readSupporters(api, alias, limit));
}
