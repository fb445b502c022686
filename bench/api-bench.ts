import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** `clients` loops, each sending one request after another, for a fixed time (bounded; loopback only). */
async function load(
  clients: number,
  durationMs: number,
  send: (client: number, n: number) => Promise<{ ok: boolean }>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; performance.now() < end; n += 1) {
        const t0 = performance.now();
        const response = await send(client, n);
        latencies.push(performance.now() - t0);
        if (!response.ok) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** One API process on `database`, once it listens. */
async function startInstance(database: string): Promise<{ api: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE: database, AUTH_RATE_PER_MINUTE: '100000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => child.kill('SIGTERM');
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
      child.once('exit', (code) => reject(new Error(`the API exited with ${code}`)));
    });
  } catch (error) {
    stop();
    throw error;
  }
  return { api: `http://127.0.0.1:${port}/api`, stop };
}

/**
 * Starts the API in its own process (or `instances` processes on one database: clients take turns
 * between them, as behind a load balancer) and measures the creator lookup and tips. The database is
 * in memory unless `database` names one (a fresh PostgreSQL database for the PostgreSQL rows).
 */
export async function benchApi(
  options: { clients?: number; durationMs?: number; database?: string; instances?: number } = {},
): Promise<{ lookup: LoadResult; tips: LoadResult }> {
  const clients = options.clients ?? 32;
  const durationMs = options.durationMs ?? 4000;
  const database = options.database ?? ':memory:';
  // The first instance migrates and seeds; the others start on the ready database.
  const instances = [await startInstance(database)];
  try {
    for (let i = 1; i < (options.instances ?? 1); i += 1) instances.push(await startInstance(database));
    const api = instances[0]?.api ?? '';
    const apiFor = (client: number) => instances[client % instances.length]?.api ?? api;
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${api}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });

    const alice = (await (await fetch(`${api}/v1/customer/creator/alice`)).json()) as { user: { id: number } };
    // One funded member per client, funded through the development chain.
    const tokens: string[] = [];
    for (let i = 0; i < clients; i += 1) {
      const signUp = (await (
        await post('/v1/auth/sign-up', {
          first_name: 'Bench',
          last_name: `N${i}`,
          email: `bench${i}@bench.test`,
          password: 'bench-pass-1',
        })
      ).json()) as {
        token: string;
        user: { input_solana_address: string };
      };
      const { hash } = (await (
        await post('/v1/dev/deposit', { address: signUp.user.input_solana_address, amount: 100000 })
      ).json()) as { hash: string };
      await fetch(`${api}/v1/customer/transaction/validate/${hash}`, {
        headers: { Authorization: `Bearer ${signUp.token}` },
      });
      tokens.push(signUp.token);
    }

    // The load itself goes through node:http with one kept-alive socket per client: fetch's
    // Request/Response machinery cost the client process more CPU than the API spent answering, and on
    // a 2-core machine the client's cost is taken from the server.
    const agent = new Agent({ keepAlive: true, maxSockets: clients });
    const send = (client: number, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      new Promise<{ ok: boolean }>((resolve, reject) => {
        const text = body === undefined ? undefined : JSON.stringify(body);
        const call = request(
          `${apiFor(client)}${path}`,
          {
            method,
            agent,
            headers:
              text === undefined
                ? headers
                : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), ...headers },
          },
          (response) => {
            response.on('data', () => {});
            response.on('end', () => resolve({ ok: (response.statusCode ?? 500) < 400 }));
            response.on('error', reject);
          },
        );
        call.on('error', reject);
        call.end(text);
      });
    const lookupOnce = (client: number) => send(client, 'GET', '/v1/customer/creator/alice');
    const tipOnce = (round: string) => (client: number, n: number) =>
      send(
        client,
        'POST',
        '/v1/customer/subscriber/coffee',
        { creator_id: alice.user.id, tip: 1, coin: 'solana' },
        {
          Authorization: `Bearer ${tokens[client]}`,
          'Idempotency-Key': `bench-${round}-${client}-${n}`,
        },
      );
    // A second of each, not counted, first: a fresh process still compiles its hot paths.
    const warmUpMs = 1000;
    await load(clients, warmUpMs, lookupOnce);
    const lookup = await load(clients, durationMs, lookupOnce);
    await load(clients, warmUpMs, tipOnce('warm-up'));
    const tips = await load(clients, durationMs, tipOnce('measured'));
    agent.destroy();
    return { lookup, tips };
  } finally {
    for (const instance of instances) instance.stop();
  }
}

/** The run whose requests a second is the median of `runs` runs (each on a fresh API), figures kept together. */
const medianRun = (results: LoadResult[]): LoadResult =>
  [...results].sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)] ?? results[0]!;

/**
 * benchApi `runs` times, each on freshly started instances: a 2-core machine's passing load (another
 * process, a noisy neighbour) halved one run's lookups; the median run says what the API does.
 */
export async function benchApiMedian(
  runs: number,
  {
    fresh,
    ...options
  }: Parameters<typeof benchApi>[0] & { fresh?: () => Promise<{ url: string; drop: () => Promise<void> }> } = {},
): Promise<{ lookup: LoadResult; tips: LoadResult }> {
  const results: Array<{ lookup: LoadResult; tips: LoadResult }> = [];
  for (let i = 0; i < runs; i += 1) {
    const database = fresh ? await fresh() : undefined;
    try {
      results.push(await benchApi({ ...options, ...(database ? { database: database.url } : {}) }));
    } finally {
      await database?.drop();
    }
  }
  return { lookup: medianRun(results.map((run) => run.lookup)), tips: medianRun(results.map((run) => run.tips)) };
}
