import { describe, expect, it } from 'vitest';
import { isFrameRequest, markFrameAddress } from './frame-binding';

const base = 'https://app.example/cuppa/embed/';
const request = {
  site: 'https://blog.example',
  handoff: 'h'.repeat(43),
  challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
};
const frameAddress = (query: Record<string, string>, path = '/cuppa/embed/tip') =>
  `https://app.example${path}?${new URLSearchParams({ channel: 'chan_12345678', ...query }).toString()}`;

describe('frame binding', () => {
  it("accepts the request the app's own frame put in its address", () => {
    expect(isFrameRequest(frameAddress(request), base, request)).toBe(true);
  });

  it('refuses a request from anywhere else, or one the frame did not make', () => {
    const query = new URLSearchParams(request).toString();
    // A page elsewhere, even one that copies the frame's path and query.
    expect(isFrameRequest(`https://attacker.example/cuppa/embed/tip?${query}`, base, request)).toBe(false);
    expect(isFrameRequest('https://blog.example/post/1', base, request)).toBe(false);
    // No referrer at all (a bookmark, a typed address, a page that sends none).
    expect(isFrameRequest('', base, request)).toBe(false);
    // The app's origin, but not one of its frames (a page that only passes a link along).
    expect(isFrameRequest(frameAddress(request, '/cuppa/auth/sign-in'), base, request)).toBe(false);
    // The app's frame, with another request of its own.
    expect(isFrameRequest(frameAddress({ ...request, handoff: 'x'.repeat(43) }), base, request)).toBe(false);
    expect(isFrameRequest(frameAddress({ ...request, site: 'https://other.example' }), base, request)).toBe(false);
    expect(isFrameRequest(frameAddress({ site: request.site, handoff: request.handoff }), base, request)).toBe(false);
  });

  it("writes the request into the frame's address without a new history entry", () => {
    history.replaceState({ idx: 3 }, '', '/cuppa/embed/tip?site=https%3A%2F%2Fblog.example&channel=chan_12345678');
    const length = history.length;
    markFrameAddress(window, request);
    expect(history.length).toBe(length);
    expect(history.state).toEqual({ idx: 3 });
    const url = new URL(location.href);
    expect(url.pathname).toBe('/cuppa/embed/tip');
    expect(url.searchParams.get('channel')).toBe('chan_12345678');
    expect(isFrameRequest(location.href, `${location.origin}/cuppa/embed/`, request)).toBe(true);
  });
});
