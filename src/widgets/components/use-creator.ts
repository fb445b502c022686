import { startTransition, useEffect, useState } from 'react';
import type { CreatorLookupResponse } from '../../core/contract/posts';
import { dispatchCuppaEvent } from '../../core/events/cuppa-events';
import { isApiError, type ApiError } from '../../core/http/api-error';
import { lookupCreator } from '../services/widget-services';
import { useWidget } from './widget-host';

export type CreatorState =
  | { status: 'loading' }
  | { status: 'ready'; data: CreatorLookupResponse }
  | { status: 'error'; error: ApiError | Error };

/** The creator the widget is for, from the public API; a failure is shown and fired as `cuppa-error`. */
export function useCreator(): CreatorState {
  const { attributes, host } = useWidget();
  const alias = attributes.creator ?? '';
  const [state, setState] = useState<{ key: string; value: CreatorState }>({ key: '', value: { status: 'loading' } });
  const key = `${attributes.api}|${alias}`;

  useEffect(() => {
    let current = true;
    lookupCreator(attributes.api, alias).then(
      (data) => {
        // Rendered in slices, like the first render: the page stays responsive.
        if (current) startTransition(() => setState({ key, value: { status: 'ready', data } }));
      },
      (error: unknown) => {
        if (!current) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        setState({ key, value: { status: 'error', error: failure } });
        dispatchCuppaEvent(host, 'cuppa-error', {
          code: isApiError(failure) ? failure.code : 'load_failed',
          message: failure.message,
        });
      },
    );
    return () => {
      current = false;
    };
  }, [attributes.api, alias, key, host]);

  return state.key === key ? state.value : { status: 'loading' };
}
