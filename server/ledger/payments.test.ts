// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbedRow } from '../rows/embeds';
import type { Principal } from '../route-env';
import { embedTokenFor } from '../testing/embed-token';
import { startTestApi, type TestApi } from '../testing/test-api';
import { LedgerError } from './ledger-error';
import { pay } from './payments';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

describe('a payment through a connected site', () => {
  it('reads its connection again inside the money transaction: one revoked meanwhile pays nothing', async () => {
    const { db } = t.api.context;
    const member = await t.signIn('member@cuppa.test');
    const me = (await t.call('GET', '/v1/customer/me', { token: member })).body.user;
    const alice = (await t.call('GET', '/v1/customer/creator/alice')).body.user;
    embedTokenFor(t, me.id, 'https://race.example');
    // What the request read when it was authenticated, before the member revoked the site.
    const embed = db
      .prepare<[number, string], EmbedRow>('SELECT * FROM embeds WHERE user_id = ? AND site = ?')
      .get(me.id, 'https://race.example');
    if (!embed) throw new Error('no embed row');
    const principal = { user: { id: me.id }, tokenId: 0, embed } as unknown as Principal;
    db.prepare('UPDATE embeds SET revoked_at = ? WHERE id = ?').run(new Date().toISOString(), embed.id);

    const before = (await t.call('GET', '/v1/customer/me', { token: member })).body.user.points;
    const attempt = () =>
      db.transaction(() => pay(db, principal, { creatorId: alice.id, amountCents: 100, type: 'tip' }))();
    expect(attempt).toThrow(LedgerError);
    expect(attempt).toThrow('no longer connected');
    expect((await t.call('GET', '/v1/customer/me', { token: member })).body.user.points).toBe(before);
  });
});
