import { describe, expect, it, vi } from 'vitest';
import { apiErrorCodes } from '../contract/common';
import { widgetErrorCodes } from '../events/cuppa-events';
import { clientErrorCodes } from '../http/api-error';
import { frameMessageSchema, listenToFrame, PROTOCOL, sendToWidget } from './embed-protocol';

const APP = 'https://app.example';
const channel = 'chan_12345678';

function deliver(win: Window, data: unknown, origin: string, source: unknown) {
  win.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

describe('embed protocol', () => {
  it('delivers a parsed message from its own frame', () => {
    const frame = {} as Window;
    const onMessage = vi.fn();
    const stop = listenToFrame({ win: window, frameOrigin: `${APP}/`, frame: () => frame, channel, onMessage });
    deliver(window, { protocol: PROTOCOL, channel, type: 'done', amount: 3 }, APP, frame);
    expect(onMessage).toHaveBeenCalledWith({ protocol: PROTOCOL, channel, type: 'done', amount: 3 });
    stop();
    deliver(window, { protocol: PROTOCOL, channel, type: 'done', amount: 3 }, APP, frame);
    expect(onMessage).toHaveBeenCalledOnce();
  });

  it('ignores other origins, other windows, other channels and malformed messages', () => {
    const frame = {} as Window;
    const onMessage = vi.fn();
    listenToFrame({ win: window, frameOrigin: APP, frame: () => frame, channel, onMessage });
    const good = { protocol: PROTOCOL, channel, type: 'subscribed', amount: 5, already: false };
    deliver(window, good, 'https://blog.example', frame); // the host page forging it
    deliver(window, good, 'https://app.example.evil.test', frame);
    deliver(window, good, APP, window); // right origin, wrong window
    deliver(window, { ...good, channel: 'other_12345678' }, APP, frame);
    deliver(window, { ...good, amount: -1 }, APP, frame);
    deliver(window, { ...good, type: 'transfer', to: 'attacker' }, APP, frame);
    deliver(window, 'done', APP, frame);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('sends with an exact target origin, never "*"', () => {
    const postMessage = vi.fn();
    sendToWidget({ postMessage } as unknown as Window, 'https://blog.example/post/1?x', channel, {
      type: 'resize',
      height: 240,
    });
    expect(postMessage).toHaveBeenCalledWith(
      { protocol: PROTOCOL, channel, type: 'resize', height: 240 },
      'https://blog.example',
    );
    expect(() =>
      sendToWidget({ postMessage } as unknown as Window, '*', channel, { type: 'resize', height: 1 }),
    ).toThrow();
    expect(() =>
      sendToWidget({ postMessage } as unknown as Window, 'https://blog.example', channel, {
        type: 'resize',
        height: -5,
      } as never),
    ).toThrow();
  });

  it('carries until when a subscription runs, as a timestamp and nothing else', () => {
    const state = (until: unknown) => ({ protocol: PROTOCOL, channel, type: 'subscription', until });
    expect(frameMessageSchema.safeParse(state('2026-12-26T10:00:00.000Z')).success).toBe(true);
    expect(frameMessageSchema.safeParse(state(null)).success).toBe(true);
    expect(frameMessageSchema.safeParse(state('<img src=x>')).success).toBe(false);
    expect(frameMessageSchema.safeParse(state(undefined)).success).toBe(false);
    const subscribed = { protocol: PROTOCOL, channel, type: 'subscribed', amount: 5, already: true };
    expect(frameMessageSchema.safeParse({ ...subscribed, until: '2026-12-26T10:00:00.000Z' }).success).toBe(true);
    expect(frameMessageSchema.safeParse({ ...subscribed, until: 'tomorrow' }).success).toBe(false);
  });

  it('carries every error code of the three lists, and no other', () => {
    const error = (code: string) => ({ protocol: PROTOCOL, channel, type: 'error', code, message: 'x' });
    for (const code of [...apiErrorCodes, ...clientErrorCodes, ...widgetErrorCodes]) {
      expect(frameMessageSchema.safeParse(error(code)).success, code).toBe(true);
    }
    expect(frameMessageSchema.safeParse(error('teapot')).success).toBe(false);
  });
});
