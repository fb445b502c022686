import { describe, expect, it } from 'vitest';
import { checkCap, readConnectRequest } from './connect-request';

const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('connect request', () => {
  it('reads a well-formed request and refuses a site that is not an origin', () => {
    const good = new URLSearchParams({ site: 'https://blog.example', handoff: 'h'.repeat(43), challenge });
    expect(readConnectRequest(good)).toEqual({ site: 'https://blog.example', handoff: 'h'.repeat(43), challenge });
    expect(
      readConnectRequest(new URLSearchParams({ ...Object.fromEntries(good), site: 'https://blog.example/x' })),
    ).toBeNull();
    expect(
      readConnectRequest(new URLSearchParams({ ...Object.fromEntries(good), site: 'javascript:alert(1)' })),
    ).toBeNull();
    expect(
      readConnectRequest(new URLSearchParams({ site: 'https://blog.example', handoff: 'short', challenge })),
    ).toBeNull();
  });

  it('checks the daily cap: whole dollars from 1 to 500', () => {
    expect(checkCap('20')).toEqual({ ok: true, cap: 20 });
    expect(checkCap('')).toEqual({ ok: false, error: 'min' });
    expect(checkCap('0')).toEqual({ ok: false, error: 'min' });
    expect(checkCap('2.5')).toEqual({ ok: false, error: 'whole' });
    expect(checkCap('501')).toEqual({ ok: false, error: 'max' });
  });
});
