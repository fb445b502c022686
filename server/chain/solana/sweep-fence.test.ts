// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../jobs/jobs';
import { engines, solanaFixture, USDC, type SolanaFixture } from '../../testing/solana/solana-fixture';
import { testRunners } from '../../testing/test-runners';

let f: SolanaFixture;
const { runner, stopAll } = testRunners(5000);

const sweeps = async () => Number((await f.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM solana_sweeps'))?.n);

describe.each(engines)('a deposit sweep run by the job runner (%s)', (engine) => {
  beforeEach(async () => {
    f = await solanaFixture(engine);
  });
  afterEach(async () => {
    stopAll();
    await f.close();
  });

  it('records and sends nothing from a run whose lease another runner took', async () => {
    const gateway = f.gateway();
    const target = await gateway.newAddress();
    const hash = await f.pay(await f.wallet(), target, 10n * USDC);
    await gateway.watchDeposits(100);
    await gateway.markCredited(hash, 7);
    // The job as ledger/deposit-watch.ts's sweep makes and runs it (that layer is above this one).
    await enqueueJob(f.sql, 'deposit-sweep', target);
    let stolen = false;
    const jobs = runner(f.sql, {
      'deposit-sweep': async (job) => {
        // This run stalled past its lease and another runner claimed the job before it signed its sweep.
        if (!stolen)
          await f.sql.run("UPDATE jobs SET lease_token = 'other', lease_until = ? WHERE id = ?", 2 ** 50, job.id);
        stolen = true;
        return (await gateway.sweep(job.key, job.lease)) === 'done' ? { done: true } : { again: 60_000 };
      },
    });
    expect(await jobs.runDue()).toBe(1);
    expect(await sweeps()).toBe(0);
    expect(await f.balance(target)).toBe(10n * USDC);
    const held = await f.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM solana_deposits WHERE sweep_id IS NOT NULL');
    expect(Number(held?.n)).toBe(0);
    // Once the other runner lets it go, the next run sweeps it.
    await f.sql.run('UPDATE jobs SET lease_token = NULL, lease_until = NULL, run_at = 0 WHERE key = ?', target);
    expect(await jobs.runDue()).toBe(1);
    expect(await sweeps()).toBe(1);
    expect(await gateway.sweep(target)).toBe('done');
    expect(await f.balance(target)).toBe(0n);
  });
});
