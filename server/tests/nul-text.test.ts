// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api';

const t = useTestApi();
let member: string;
let aliceId: number;
beforeAll(async () => {
  member = await t.signIn('member@cuppa.test');
  aliceId = (await t.call('GET', '/v1/customer/creator/alice')).body.user.id;
});

const points = async () => (await t.call('GET', '/v1/customer/me', { token: member })).body.user.points as number;

// PostgreSQL's text cannot hold U+0000 and SQLite's can: before the door refused it, PostgreSQL answered
// these with a 500 and SQLite stored a tip's message with the character in it.
describe('U+0000 in a request, on either engine', () => {
  it('is a 400 in a path or a query, as any bad input is', async () => {
    for (const path of [
      '/v1/customer/creator/ali%00ce',
      '/v1/customer/creator/ali%00ce/goal',
      '/v1/customer/creator/ali%00ce/supporters',
      '/v1/cuppa/creator/list?q=a%00',
      '/v1/cuppa/post/list?q=a%00',
    ]) {
      expect(await t.call('GET', path), path).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
    }
    // "%2500" is the text "%00", a search like any other.
    expect((await t.call('GET', '/v1/cuppa/creator/list?q=%2500')).status).toBe(200);
  });

  it('is a 400 in a JSON body, and the tip that carried it moves no money', async () => {
    const before = await points();
    const tip = await t.call('POST', '/v1/customer/subscriber/coffee', {
      token: member,
      headers: { 'Idempotency-Key': 'nul-tip-1' },
      json: { creator_id: aliceId, tip: 1, coin: 'solana', message: 'thanks\u0000' },
    });
    expect(tip).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
    expect(await points()).toBe(before);
    // The same key with a clean body is a new call: the refused one kept nothing.
    const clean = await t.call('POST', '/v1/customer/subscriber/coffee', {
      token: member,
      headers: { 'Idempotency-Key': 'nul-tip-1' },
      json: { creator_id: aliceId, tip: 1, coin: 'solana', message: 'thanks' },
    });
    expect(clean.status).toBe(201);
    expect(await points()).toBe(before - 1);
  });
});
