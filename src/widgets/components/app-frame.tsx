import { useEffect, useRef, useState } from 'react';
import { listenToFrame, type FrameMessage } from '../../core/embed/embed-protocol';
import { dispatchCuppaEvent } from '../../core/events/cuppa-events';
import { randomId } from '../../core/ids/random-id';
import { tw } from '../styles/tw';
import { rememberSession } from './connected-hint';
import { frameLook } from './frame-look';
import { useWidget } from './widget-host';

export type FrameOutcome = Extract<FrameMessage, { type: 'done' | 'subscribed' | 'subscription' | 'price' | 'cancel' }>;

/**
 * The app's own page in a frame from the app's origin: where the member's session lives and money
 * moves (DESIGN.md, the money boundary). The host page never sees inside it; the frame reports only
 * its height, its session state, errors, and the outcomes handed to `onOutcome`.
 */
export function AppFrame({
  path,
  params,
  title,
  height: initialHeight,
  fitWidth,
  hidden,
  className,
  maxHeight,
  onOutcome,
}: {
  path: string;
  params: Record<string, string>;
  title: string;
  height: number;
  /**
   * The frame takes its content's width, at its container's end. None until the frame reports it: a
   * box that appears moves nothing, one that narrows from a guess would (a layout shift).
   */
  fitWidth?: boolean;
  /** A frame that only answers (a subscription's state): not shown, and its session fires no event. */
  hidden?: boolean;
  className?: string;
  /** The most it may take (a dialog's room: dialog-frame.tsx); a taller content scrolls inside it. */
  maxHeight?: number | undefined;
  onOutcome?: (message: FrameOutcome) => void;
}) {
  const { attributes, lang, dark, host, root } = useWidget();
  const frame = useRef<HTMLIFrameElement>(null);
  const [channel] = useState(() => randomId());
  const [height, setHeight] = useState(initialHeight);
  const [width, setWidth] = useState(fitWidth ? 0 : undefined);
  const [look] = useState(() => frameLook(root));
  const outcome = useRef(onOutcome);
  useEffect(() => {
    outcome.current = onOutcome;
  });

  const appOrigin = new URL(attributes.app).origin;
  useEffect(
    () =>
      listenToFrame({
        win: window,
        frameOrigin: appOrigin,
        frame: () => frame.current?.contentWindow ?? null,
        channel,
        onMessage: (message) => {
          if (message.type === 'resize') {
            setHeight(message.height);
            if (fitWidth && message.width !== undefined) setWidth(message.width);
          } else if (message.type === 'session') {
            rememberSession(message.signedIn);
            if (!hidden) dispatchCuppaEvent(host, 'cuppa-session', { signedIn: message.signedIn });
          } else if (message.type === 'error')
            dispatchCuppaEvent(host, 'cuppa-error', { code: message.code, message: message.message });
          else outcome.current?.(message);
        },
      }),
    [appOrigin, channel, host, fitWidth, hidden],
  );

  const query = new URLSearchParams({
    ...params,
    site: window.location.origin,
    channel,
    lng: lang,
    theme: dark ? 'dark' : 'light',
    ...look,
  });
  return (
    <iframe
      ref={frame}
      title={title}
      src={`${attributes.app.replace(/\/$/, '')}/embed/${path}?${query.toString()}`}
      hidden={hidden}
      aria-hidden={hidden || undefined}
      tabIndex={hidden ? -1 : undefined}
      // The frame checks its site against its embedder: where a browser has no ancestorOrigins (Firefox),
      // the referrer is all it has, and a host page's no-referrer policy must not take it away.
      referrerPolicy="origin"
      className={tw(
        `${fitWidth ? 'max-w-full [margin-inline-start:auto]' : 'w-full'} border-0 ${hidden ? 'hidden' : 'block'} bg-transparent ${className ?? ''}`,
      )}
      // The same scheme as the frame's page (it sets its root's), so the browser keeps the frame transparent.
      style={{
        height,
        colorScheme: dark ? 'dark' : 'light',
        ...(width === undefined ? {} : { width }),
        ...(maxHeight === undefined ? {} : { maxHeight }),
      }}
    />
  );
}
