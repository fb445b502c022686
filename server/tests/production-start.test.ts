// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getBase58Encoder } from '@solana/kit';
import { afterAll, describe, expect, it } from 'vitest';
import { addressOfSeed } from '../chain/solana/keys';
import { runServerCommand, startApiProcess, type ApiProcess } from '../testing/api-process';
import { processFixtures } from '../testing/process-fixtures';

/**
 * `NODE_ENV=production npm run api` as an operator starts it: the real process, the real settings,
 * the Solana gateway configured (its RPC on a loopback port nobody answers: nothing here reaches a chain).
 */
const fixtures = processFixtures('cuppa-production-');
const { folder } = fixtures;
afterAll(() => fixtures.cleanup());

/** A complete production environment: a hot wallet key file, a deposit master secret, an RPC URL, SOL's fee price. */
function productionEnv(database: string, extra: Record<string, string> = {}): Record<string, string> {
  const seed = randomBytes(32);
  const keypair = [...seed, ...getBase58Encoder().encode(addressOfSeed(seed))];
  const keyFile = join(folder, `hot-${randomBytes(4).toString('hex')}.json`);
  writeFileSync(keyFile, JSON.stringify(keypair), { mode: 0o600 });
  return {
    NODE_ENV: 'production',
    DATABASE: database,
    SOLANA_RPC_URL: 'http://127.0.0.1:9/',
    PUBLIC_URL: 'https://api.cuppa.example',
    SOLANA_HOT_WALLET_KEYPAIR_FILE: keyFile,
    SOLANA_DEPOSIT_MASTER_SECRET: randomBytes(32).toString('hex'),
    SOLANA_FEE_SOL_USD: '250',
    ...extra,
  };
}

async function start(env: Record<string, string>): Promise<ApiProcess> {
  const api = await startApiProcess(env);
  fixtures.processes.push(api);
  return api;
}

async function signIn(base: string, email: string, password: string) {
  const response = await fetch(`${base}/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: await response.json() };
}

describe('a production start', () => {
  it('seeds nothing on an empty database, and its first admin comes from npm run create-admin', async () => {
    const env = productionEnv(await fixtures.database());
    const api = await start(env);
    expect(api.apiBase, api.output()).not.toBeNull();
    const base = api.apiBase as string;
    expect((await fetch(`${base}/health`)).status).toBe(200);

    // The attacker: the public demo password on every demo account, and the creator list.
    for (const email of ['member@cuppa.test', 'alice@cuppa.test', 'admin@cuppa.test']) {
      expect(await signIn(base, email, 'cuppa-demo-1'), email).toMatchObject({ status: 401 });
    }
    const creators = await (await fetch(`${base}/v1/cuppa/creator/list`)).json();
    expect(creators).toEqual({ creators: [], total: 0 });

    const admin = (input: string, args: string[] = ['--email', 'ops@example.com']) =>
      runServerCommand('server/create-admin.ts', args, env, input);
    const weak = await admin('cuppa-demo-1\n');
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('at least 15 characters');
    const asArgument = await admin('', ['--email', 'ops@example.com', '--password', 'a long enough pass phrase']);
    expect(asArgument.code).toBe(1);
    expect(asArgument.output).toContain('standard input');
    expect(await signIn(base, 'ops@example.com', 'cuppa-demo-1')).toMatchObject({ status: 401 });

    const made = await admin('plum orchard kettle 42\n');
    expect(made.output).toContain('Admin ops@example.com');
    expect(made.code).toBe(0);
    expect(made.output).not.toContain('plum orchard');
    const signedIn = await signIn(base, 'ops@example.com', 'plum orchard kettle 42');
    expect(signedIn).toMatchObject({ status: 200, body: { user: { email: 'ops@example.com' } } });
    expect(signedIn.body.user.roles).toContain('admin');
    // The process tests start `npm run api` and the command: on a loaded machine, seconds each.
  }, 60_000);

  it('refuses what is unsafe, naming the setting, and never prints a secret', async () => {
    const database = join(folder, 'refused.db');
    const rpcKey = randomBytes(12).toString('hex');
    // Every refusal is in server/settings.test.ts; these three show the process stops on them.
    const refusals: [Record<string, string>, string][] = [
      [{ SOLANA_RPC_URL: `http://rpc.example.com/?api-key=${rpcKey}` }, 'SOLANA_RPC_URL must be https://'],
      [{ SOLANA_HOT_WALLET_KEYPAIR_FILE: join(folder, 'missing.json') }, 'SOLANA_HOT_WALLET_KEYPAIR_FILE: cannot read'],
      [{ DATABASE: ':memory:' }, 'DATABASE=:memory:'],
    ];
    const started = await Promise.all(refusals.map(([extra]) => start(productionEnv(database, extra))));
    for (const [index, api] of started.entries()) {
      const [extra, message] = refusals[index]!;
      expect({ extra, listening: api.apiBase }).toEqual({ extra, listening: null });
      expect(api.exitCode).toBe(1);
      expect(api.output()).toContain(message);
      expect(api.output()).not.toContain(rpcKey);
    }
  }, 60_000);
});
