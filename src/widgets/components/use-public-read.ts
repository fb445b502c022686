import { startTransition, useEffect, useState } from 'react';
import { dispatchCuppaEvent } from '../../core/events/cuppa-events';
import { isApiError, type ApiError } from '../../core/http/api-error';
import { useWidget } from './widget-host';

export type ReadState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: ApiError | Error };

/**
 * Public data a widget shows (a creator, their goal, their wall), read for `identity` (what it is about)
 * at `version` (how fresh: a new version reads again). While a newer version loads, the widget keeps
 * showing what it has, so nothing jumps; a failure is shown and fired as `cuppa-error`.
 */
export function usePublicRead<T>(identity: string, version: number, load: () => Promise<T>): ReadState<T> {
  const { host } = useWidget();
  const key = `${identity}#${version}`;
  const [state, setState] = useState<{ identity: string; key: string; value: ReadState<T> }>({
    identity: '',
    key: '',
    value: { status: 'loading' },
  });

  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        // Rendered in slices, like the first render: the page stays responsive.
        if (current) startTransition(() => setState({ identity, key, value: { status: 'ready', data } }));
      },
      (error: unknown) => {
        if (!current) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        setState({ identity, key, value: { status: 'error', error: failure } });
        dispatchCuppaEvent(host, 'cuppa-error', {
          code: isApiError(failure) ? failure.code : 'load_failed',
          message: failure.message,
        });
      },
    );
    return () => {
      current = false;
    };
    // `load` reads what `key` names; a new function each render must not read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, host]);

  if (state.key === key) return state.value;
  if (state.identity === identity && state.value.status === 'ready') return state.value;
  return { status: 'loading' };
}
