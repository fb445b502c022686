import { describe, expect, it } from 'vitest';
import { createEmbedRequestSchema } from '../../../core/contract/embed';
import { issueKey } from '../../../core/i18n/issue-key';
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

  it('checks the daily cap: whole dollars from 1 to 500, as the API does, with its message', () => {
    expect(checkCap('20')).toEqual({ ok: true, value: 20 });
    const request = { site: 'https://blog.example', handoff_id: 'a'.repeat(22), challenge: 'b'.repeat(43) };
    for (const [text, cap, error] of [
      ['', 0, 'rules.capMin'],
      ['abc', 0, 'rules.capMin'],
      ['0', 0, 'rules.capMin'],
      ['2.5', 2.5, 'rules.capWhole'],
      ['501', 501, 'rules.capMax'],
    ] as const) {
      expect(checkCap(text), text).toEqual({ ok: false, error });
      const issue = createEmbedRequestSchema.safeParse({ ...request, daily_cap: cap }).error?.issues[0];
      expect(issue && issueKey(issue), text).toBe(error);
    }
  });
});
