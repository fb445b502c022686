import { useCallback, useState, type ComponentType } from 'react';
import { dispatchCuppaEvent } from '../../core/events/cuppa-events';
import { useWidget } from './widget-host';

export interface LazyPart<P> {
  /** Starts loading (once per page; a failure lets the next call try again). */
  load(): Promise<ComponentType<P>>;
  /** The component once loaded, else null. */
  loaded(): ComponentType<P> | null;
}

/** A part of a widget whose code loads on first use, such as a dialog. */
export function lazyPart<P>(importer: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return {
    load() {
      pending ??= importer().then((module) => (component = module.default));
      pending.catch(() => {
        pending = null;
      });
      return pending;
    },
    loaded: () => component,
  };
}

/**
 * Opens a lazy part once its code is in. Not React.lazy + Suspense: React holds back a suspended tree's
 * reveal for up to 300 ms after its fallback, which a member would feel on every first open. A part
 * that cannot load leaves the opener in place (the next press tries again) and fires `cuppa-error`.
 */
export function useLazyPart<P>(part: LazyPart<P>) {
  const { host } = useWidget();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const show = useCallback(() => {
    part.load().then(
      () => {
        setFailed(false);
        setOpen(true);
      },
      (error: unknown) => {
        setFailed(true);
        dispatchCuppaEvent(host, 'cuppa-error', {
          code: 'load_failed',
          message: error instanceof Error ? error.message : String(error),
        });
      },
    );
  }, [part, host]);
  const close = useCallback(() => setOpen(false), []);
  const preload = useCallback(() => {
    part.load().catch(() => {}); // show() reports it
  }, [part]);
  return { Part: open ? part.loaded() : null, open, show, close, preload, failed };
}
