import { useCallback, useEffect, useRef, useState } from 'react';
import { awaitApproval } from '../../../core/embed/await-approval';
import { markFrameAddress } from '../../../core/embed/frame-binding';
import { widgetLookParams } from '../../../core/embed/frame-params';
import { APPROVED_MESSAGE, createHandoff } from '../../../core/embed/handoff';
import { useAppServices } from '../../boot/app-context';
import { useErrorText } from '../../hooks/use-error-text';
import { writeConnection } from './embed-record';
import { useFrameParams } from './use-widget-messages';

export type ConnectState =
  { step: 'idle' } | { step: 'waiting'; url: string; blocked: boolean } | { step: 'failed'; message: string };

/**
 * Sign-in from a frame: open /auth/connect in a popup with a fresh handoff and challenge, poll the
 * redeem call with the verifier (which never leaves this frame), then keep the site's token. The
 * request goes into the frame's own address too: the popup approves only what it finds in its
 * referrer (core/embed/frame-binding.ts).
 */
export function useConnect() {
  const { api, session, config } = useAppServices();
  const params = useFrameParams();
  const { site, lng } = params;
  const errorText = useErrorText();
  const [state, setState] = useState<ConnectState>({ step: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const finish = useCallback(
    async (token: string, embed: Parameters<typeof writeConnection>[1]) => {
      // A reconnect (say, for a higher cap) needs no clean-up here: the API ended the site's earlier
      // connection when this one went live (one live connection per member and site).
      writeConnection(site, embed);
      session.getState().signIn(token, null);
      session.getState().updateUser(await api.auth.me());
    },
    [api, session, site],
  );

  const start = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const handoff = createHandoff();
    const request = { site, handoff: handoff.handoffId, challenge: handoff.challenge };
    markFrameAddress(window, request);
    const url = new URL(`${config.basePath}auth/connect`, window.location.origin);
    // The popup looks like the widget that opened it: its language, theme, accent, radius and font.
    url.search = new URLSearchParams({ ...request, lng, ...widgetLookParams(params) }).toString();
    const popup = window.open(url.href, 'cuppa-connect', 'popup,width=480,height=720');
    setState({ step: 'waiting', url: url.href, blocked: !popup });

    const approval = awaitApproval({
      redeem: () => api.embed.redeem(handoff.handoffId, handoff.verifier),
      signal: controller.signal,
    });
    const handleMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; handoff?: unknown } | null;
      if (event.origin !== window.location.origin || !popup || event.source !== popup) return;
      if (data?.type === APPROVED_MESSAGE && data.handoff === handoff.handoffId) approval.wake();
    };
    window.addEventListener('message', handleMessage);
    approval.result
      .then(({ token, embed }) => finish(token, embed))
      .then(
        () => {
          if (!controller.signal.aborted) setState({ step: 'idle' });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState({ step: 'failed', message: errorText(error) });
        },
      )
      .finally(() => window.removeEventListener('message', handleMessage));
  }, [api, config.basePath, errorText, finish, lng, site, params]);

  return { state, start };
}
