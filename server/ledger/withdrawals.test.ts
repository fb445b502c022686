// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api';

const t = useTestApi();

describe('a withdrawal’s chain reference', () => {
  it('is random, never its row id (ids start again in a restored database; the gateway remembers)', async () => {
    const member = await t.signIn('member@cuppa.test');
    const address = (await t.call('GET', '/v1/customer/creator/alice')).body.user.input_solana_address;
    const ids: number[] = [];
    for (const amount of [5, 6]) {
      const made = await t.call('POST', '/v1/customer/withdraw-solana', {
        token: member,
        json: { amount, address },
        headers: { 'Idempotency-Key': `reference-${amount}` },
      });
      expect(made.status).toBe(201);
      ids.push(made.body.transaction.id);
    }
    const rows = [];
    for (const id of ids)
      rows.push(
        (
          await t.api.context.sql.get<{ chain_reference: string }>(
            'SELECT chain_reference FROM transactions WHERE id = ?',
            id,
          )
        )?.chain_reference,
      );
    expect(rows[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[0]).not.toBe(rows[1]);
  });
});
