// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { EmbedRow } from '../rows/embeds';
import { embedTokenFor } from '../testing/embed-token';
import { useTestApi } from '../testing/test-api';
import { LedgerError } from './ledger-error';
import { pay } from './payments';

const t = useTestApi();

describe('a payment through a connected site', () => {
  it('reads its connection again inside the money transaction: one revoked meanwhile pays nothing', async () => {
    const { sql } = t.api.context;
    const member = await t.signIn('member@cuppa.test');
    const me = (await t.call('GET', '/v1/customer/me', { token: member })).body.user;
    const alice = (await t.call('GET', '/v1/customer/creator/alice')).body.user;
    await embedTokenFor(t, me.id, 'https://race.example');
    // What the request read when it was authenticated, before the member revoked the site.
    const embed = await sql.get<EmbedRow>(
      'SELECT * FROM embeds WHERE user_id = ? AND site = ?',
      me.id,
      'https://race.example',
    );
    if (!embed) throw new Error('no embed row');
    const payer = { userId: me.id as number, embedId: embed.id, site: embed.site as string };
    await sql.run('UPDATE embeds SET revoked_at = ? WHERE id = ?', new Date().toISOString(), embed.id);

    const before = (await t.call('GET', '/v1/customer/me', { token: member })).body.user.points;
    const attempt = () =>
      sql.transaction((tx) => pay(tx, payer, { creatorId: alice.id, amountCents: 100, type: 'tip' }));
    await expect(attempt()).rejects.toThrow(LedgerError);
    await expect(attempt()).rejects.toThrow('no longer connected');
    expect((await t.call('GET', '/v1/customer/me', { token: member })).body.user.points).toBe(before);
  });
});
