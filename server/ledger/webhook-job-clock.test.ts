// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDatabaseNow } from '../db/database-clock';
import { DELIVER_WEBHOOK } from '../rows/webhooks';
import { useTestApi } from '../testing/test-api';

/** An API instance whose clock runs three hours ahead of the database's (docs/jobs.md, 'Leases and clocks'). */
const SKEW_MS = 3 * 60 * 60_000;

const t = useTestApi({ jobPollMs: 25 });

afterEach(() => vi.useRealTimers());

describe('a payment’s webhook job', () => {
  it('is made by the database’s clock, not the paying instance’s: due at once for every instance', async () => {
    const creator = await t.member('Hooked', { price: 4 });
    const reader = await t.member('Tipper', { dollars: 10 });
    const hook = await t.call('POST', '/v1/creator/webhooks', {
      token: creator.token,
      json: { url: 'http://127.0.0.1:9/hook', events: ['tip.created'] },
    });
    expect(hook.status).toBe(201);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SKEW_MS });
    const tipped = await t.call('POST', '/v1/customer/subscriber/coffee', {
      token: reader.token,
      json: { creator_id: creator.id, tip: 2, coin: 'solana' },
    });
    vi.useRealTimers();
    expect(tipped.status).toBe(201);
    const made = await readDatabaseNow(t.api.context.sql);
    const job = () =>
      t.api.context.sql.get<{ created_at: number; runs: number }>(
        'SELECT created_at, runs FROM jobs WHERE kind = ? ORDER BY id DESC',
        DELIVER_WEBHOOK,
      );
    const createdAt = Number((await job())?.created_at);
    expect(createdAt).toBeLessThanOrEqual(made);
    expect(createdAt).toBeGreaterThan(made - 5000);
    // Due at once: the runner, on the database's clock, sends it.
    await expect.poll(async () => Number((await job())?.runs)).toBeGreaterThanOrEqual(1);
  });
});
