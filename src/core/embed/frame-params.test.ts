import { describe, expect, it } from 'vitest';
import { frameParamsSchema, readFrameParams, widgetLookParams, widgetLookSchema } from './frame-params';

function frameWindow(search: string, embedder: string | null, referrer = '') {
  const self = {} as Record<string, unknown>;
  self.parent = embedder === null && !referrer ? self : {};
  self.location = {
    search,
    ancestorOrigins: embedder ? { length: 1, item: () => embedder } : { length: 0, item: () => null },
  };
  self.document = { referrer };
  return self as unknown as Window;
}

const query = '?site=https%3A%2F%2Fblog.example&channel=chan_12345678&lng=ar&theme=dark&creator=alice';

describe('readFrameParams', () => {
  it('accepts the parameters when the site is the page that embeds the frame', () => {
    expect(readFrameParams(frameWindow(query, 'https://blog.example'))).toEqual({
      ok: true,
      params: { site: 'https://blog.example', channel: 'chan_12345678', lng: 'ar', theme: 'dark', creator: 'alice' },
    });
  });

  it('falls back to the referrer, and to English and light for unknown values', () => {
    const result = readFrameParams(
      frameWindow(
        '?site=https%3A%2F%2Fblog.example&channel=chan_12345678&lng=xx&theme=neon',
        null,
        'https://blog.example/post/1',
      ),
    );
    expect(result).toMatchObject({ ok: true, params: { lng: 'en', theme: 'light' } });
  });

  it("refuses a site that is not the embedder's, a missing channel, and a page that is not framed", () => {
    expect(readFrameParams(frameWindow(query, 'https://evil.example'))).toEqual({ ok: false, reason: 'wrong_site' });
    expect(readFrameParams(frameWindow('?site=https%3A%2F%2Fblog.example', 'https://blog.example'))).toEqual({
      ok: false,
      reason: 'bad_params',
    });
    expect(readFrameParams(frameWindow(query, null))).toEqual({ ok: false, reason: 'not_framed' });
  });
});

const base = { site: 'https://blog.example', channel: 'c'.repeat(36) };

describe('the frame parameters', () => {
  it.each([
    ['7', 7],
    ['2.5', undefined],
    ['0', undefined],
    ['20000', undefined],
    ['<script>', undefined],
    [undefined, undefined],
  ])('a tip amount of %j starts the form at %j', (amount, expected) => {
    const parsed = frameParamsSchema.safeParse({ ...base, ...(amount === undefined ? {} : { amount }) });
    expect(parsed.success && parsed.data.amount).toBe(expected);
  });

  it.each([
    ['8', 8],
    ['4.25', 4.25],
    ['4.255', undefined],
    ['0', undefined],
    ['-3', undefined],
    ['NaN', undefined],
    [undefined, undefined],
  ])('a subscription price of %j is asked as %j (none: the price the frame reads)', (price, expected) => {
    const parsed = frameParamsSchema.safeParse({ ...base, ...(price === undefined ? {} : { price }) });
    expect(parsed.success && parsed.data.price).toBe(expected);
  });
});

describe("the widget's look in a frame's URL", () => {
  it('keeps computed values and drops anything that could load or inject', () => {
    expect(
      widgetLookSchema.parse({
        theme: 'dark',
        accent: 'rgb(37, 99, 235)',
        radius: '6px',
        font: '"Inter", Georgia, serif',
      }),
    ).toEqual({ theme: 'dark', accent: 'rgb(37, 99, 235)', radius: '6px', font: '"Inter", Georgia, serif' });
    expect(
      widgetLookSchema.parse({
        theme: 'light',
        accent: 'url(https://evil.example/x)',
        radius: '6px; background: red',
        font: 'x;}body{display:none',
      }),
    ).toEqual({ theme: 'light' });
  });

  it('passes on only what the site set', () => {
    expect(widgetLookParams({ theme: 'light', accent: 'rgb(1, 2, 3)' })).toEqual({
      theme: 'light',
      accent: 'rgb(1, 2, 3)',
    });
  });
});
