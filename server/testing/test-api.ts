import { afterAll, beforeAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../auth/demo-password';
import { seedDemoData } from '../demo/seed';
import { newReceiptJwk } from '../services/receipts/receipt-keys';
import { startApi, type RunningApi, type StartApiOptions } from '../start-api';
import { freshPostgresDatabase, testPostgresUrl } from './postgres-database';

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestApi {
  api: RunningApi;
  call: <T = any>(
    method: string,
    path: string,
    options?: { token?: string | null; json?: unknown; body?: BodyInit; headers?: Record<string, string> },
  ) => Promise<CallResult<T>>;
  signIn: (email: string, password?: string) => Promise<string>;
  signUp: (name: string) => Promise<{ token: string; user: any }>;
  /** Credits `dollars` to the member signed in with `token` through the development chain, as a member would. */
  deposit: (token: string, dollars: number) => Promise<void>;
  /** A new member: a creator at `price` dollars when it is set, with `dollars` deposited. */
  member: (name: string, options?: { price?: number; dollars?: number }) => Promise<TestMember>;
  close: () => Promise<void>;
}

export interface TestMember {
  token: string;
  id: number;
  alias: string;
  /** Their deposit address on the development chain (a creator's receives crypto tips there). */
  address: string;
}

/**
 * The engine the HTTP suites run on: SQLite in memory, or, in vitest's `postgres` project
 * (vitest.config.ts, when CUPPA_TEST_POSTGRES names a server), a fresh PostgreSQL database per API.
 */
async function testDatabase(): Promise<{ database: string; drop: () => Promise<void> }> {
  const server = testPostgresUrl();
  if (process.env.CUPPA_TEST_ENGINE !== 'postgres' || !server) return { database: ':memory:', drop: async () => {} };
  const fresh = await freshPostgresDatabase(server);
  return { database: fresh.url, drop: fresh.drop };
}

/**
 * A real API on a free port with a fresh database and the demo data, driven over HTTP. A production
 * server never seeds (start-api.ts; server/tests/production-start.test.ts starts the real process to
 * prove it), so for the suites that run one on a stand-in gateway the demo accounts are put in here,
 * as fixtures.
 */
export async function startTestApi(options: Partial<StartApiOptions> = {}): Promise<TestApi> {
  const { database, drop } = await testDatabase();
  const api = await startApi({
    port: 0,
    database,
    authPerMinute: 1000,
    settleMs: 30,
    // Hashing at OWASP's cost takes about half a second: the suites sign in hundreds of times. Pass
    // `passwordParams: undefined` to test the server's own cost.
    passwordParams: { N: 1024, r: 8, p: 1 },
    logError: () => {},
    // Production needs its receipt keys configured; a test of production gets fresh ones.
    ...(options.environment === 'production' ? { receipts: testReceiptSettings() } : {}),
    // Deposits are credited when their hash is validated, as the suites expect: the watch that credits
    // them by itself is on only where a test turns it on (server/tests/deposit-watch.test.ts).
    watchDeposits: false,
    ...options,
  });
  const { context } = api;
  if (context.environment === 'production') {
    await seedDemoData(context.sql, context.gateway, context.publicUrl, context.passwords);
  }
  const call: TestApi['call'] = async (method, path, { token = null, json, body, headers = {} } = {}) => {
    const response = await fetch(`${api.apiBase}${path}`, {
      method,
      headers: {
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : body,
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: the raw text is returned
    }
    return { status: response.status, body: parsed as never, headers: response.headers };
  };
  let counter = 0;
  const testApi: TestApi = {
    api,
    call,
    signIn: async (email, password = DEMO_PASSWORD) => {
      const result = await call('POST', '/v1/auth/sign-in', { json: { email, password } });
      if (result.status !== 200) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(result.body)}`);
      return result.body.token as string;
    },
    signUp: async (name) => {
      counter += 1;
      const result = await call('POST', '/v1/auth/sign-up', {
        json: {
          first_name: name,
          last_name: 'Test',
          email: `${name.toLowerCase()}${counter}@example.test`,
          password: 'long-enough-1',
        },
      });
      if (result.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(result.body)}`);
      return result.body;
    },
    deposit: async (token, dollars) => {
      const { user } = (await call('GET', '/v1/customer/me', { token })).body;
      const sent = await call('POST', '/v1/dev/deposit', {
        json: { address: user.input_solana_address, amount: dollars },
      });
      const credited = await call('GET', `/v1/customer/transaction/validate/${sent.body.hash}`, { token });
      if (credited.status !== 200) throw new Error(`deposit failed: ${JSON.stringify(credited.body)}`);
    },
    member: async (name, { price = 0, dollars = 0 } = {}) => {
      const { token, user } = await testApi.signUp(name);
      if (price > 0) {
        const made = await call('PATCH', '/v1/customer/upload/profile', {
          token,
          json: { subscription_amount: price },
        });
        if (made.status !== 200) throw new Error(`price failed: ${JSON.stringify(made.body)}`);
      }
      if (dollars > 0) await testApi.deposit(token, dollars);
      return {
        token,
        id: user.id as number,
        alias: user.alias as string,
        address: user.input_solana_address as string,
      };
    },
    close: async () => {
      await api.close();
      await drop();
    },
  };
  return testApi;
}

/** A receipt key and supporter secret as an operator would configure them. */
export const testReceiptSettings = () => ({
  keys: [newReceiptJwk()],
  supporterSecret: randomBytes(32).toString('hex'),
});

/**
 * The suite's API, for a file or a describe that shares one: started in a beforeAll registered where
 * this is called (vitest runs beforeAll hooks in that order, so the suite's own beforeAll after it can
 * sign in through it) and closed in an afterAll. What it returns reaches the API started for the suite,
 * inside hooks and tests only.
 */
export function useTestApi(options: Partial<StartApiOptions> = {}): TestApi {
  let started: TestApi | undefined;
  beforeAll(async () => {
    started = await startTestApi(options);
  });
  afterAll(() => started?.close());
  return new Proxy({} as TestApi, {
    get: (_target, key) => {
      if (!started) throw new Error("the suite's test API starts in beforeAll: reach it from a hook or a test");
      return Reflect.get(started, key);
    },
  });
}
