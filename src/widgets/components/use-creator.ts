import type { WidgetCreatorLookup } from '../../core/contract/widget-reads';
import { lookupCreator } from '../services/widget-services';
import { usePublicRead, type ReadState } from './use-public-read';
import { useWidget } from './widget-host';

export type CreatorState = ReadState<WidgetCreatorLookup>;

/** The creator the widget is for, from the public API; a failure is shown and fired as `cuppa-error`. */
export function useCreator(): CreatorState {
  const { attributes } = useWidget();
  const alias = attributes.creator ?? '';
  return usePublicRead(`${attributes.api}|${alias}`, 0, () => lookupCreator(attributes.api, alias));
}
