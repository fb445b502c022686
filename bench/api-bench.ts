import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { databaseCpu, processCpuMs } from './process-cpu';
import { RawConnection, rawRequest } from './raw-http';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  /** CPU per request (ms) of the API processes, and of PostgreSQL's backends on the bench's database (a local server). */
  apiCpuMs?: number;
  databaseCpuMs?: number;
  /** CPU per request (ms) of the bench's own process: its clients, taken from the machine the API runs on. */
  clientCpuMs?: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** `clients` loops, each sending one request after another, for a fixed time (bounded; loopback only). */
export async function load(
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

/**
 * One API process on `database`, once it listens. It picks its own free port (PORT=0) and says which:
 * a port found free here could be taken by another process on a busy machine before the API binds it.
 */
export async function startInstance(
  database: string,
  env: Record<string, string> = {},
): Promise<{ api: string; pid: number; stop: () => Promise<void> }> {
  // CUPPA_BENCH_API_ARGS: Node's flags for the API's processes, such as `--cpu-prof` (which NODE_OPTIONS refuses).
  const nodeArgs = process.env.CUPPA_BENCH_API_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATABASE: database, AUTH_RATE_PER_MINUTE: '100000', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Stopped means exited: the bench drops the database next, and an instance still closing its
  // connections would log the dropped database's errors over the figures.
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
  };
  try {
    const api = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /listening on (\S+)/.exec(output)?.[1];
        if (listening) resolve(listening);
      });
      child.once('exit', (code) => reject(new Error(`the API exited with ${code}: ${output}`)));
    });
    return { api, pid: child.pid ?? 0, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The loads of a run: creator lookups, and tips in three shapes (docs/database.md, 'Throughput'). */
export interface ApiLoads {
  /** 32 visitors look up one creator, as readers of one blog's page do. */
  lookup: LoadResult;
  /** 32 visitors look up 32 creators, each another. */
  lookupSpread: LoadResult;
  /** 32 members tip one creator: every tip credits the same wallet. */
  hot: LoadResult;
  /** One member, on 32 connections, tips one creator: every tip debits the same wallet. */
  single: LoadResult;
  /** 32 members tip 32 creators, each another: nothing shared but the tables. */
  spread: LoadResult;
}

export const apiLoadLabels: Record<keyof ApiLoads, string> = {
  lookup: 'creator lookup',
  lookupSpread: 'creator lookup, 32 creators',
  hot: 'tips, 32 members to one creator',
  single: 'tips, one member to one creator',
  spread: 'tips, 32 members to 32 creators',
};

/** Runs `work` over `items`, `width` at a time. */
async function inTurns<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width)
    results.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return results;
}

/** A bench member: their session's token, id and alias. */
export interface BenchMember {
  token: string;
  id: number;
  alias: string;
}

/**
 * The seed's creator alice, and one funded member per client, funded through the development chain
 * and each a creator too (for the loads to 32 creators), made through the API at `api`.
 */
export async function benchMembers(
  api: string,
  clients: number,
): Promise<{ alice: { user: { id: number } }; members: BenchMember[] }> {
  const call = async <T>(method: string, path: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  const alice = (await (await fetch(`${api}/v1/customer/creator/alice`)).json()) as { user: { id: number } };
  // One funded member per client, funded through the development chain, and each a creator too, for
  // the spread load. Four at a time: each sign-up is a slow password hash.
  const members = await inTurns(
    Array.from({ length: clients }, (_, i) => i),
    4,
    async (i) => {
      const signUp = await call<{ token: string; user: { id: number; alias: string; input_solana_address: string } }>(
        'POST',
        '/v1/auth/sign-up',
        { first_name: 'Bench', last_name: `N${i}`, email: `bench${i}@bench.test`, password: 'bench-pass-1' },
      );
      const { hash } = await call<{ hash: string }>('POST', '/v1/dev/deposit', {
        address: signUp.user.input_solana_address,
        amount: 100000,
      });
      await call('GET', `/v1/customer/transaction/validate/${hash}`, undefined, signUp.token);
      await call('PATCH', '/v1/customer/upload/profile', { subscription_amount: 5 }, signUp.token);
      return { token: signUp.token, id: signUp.user.id, alias: signUp.user.alias };
    },
  );

  return { alice, members };
}

/**
 * Starts the API in its own process (or `instances` processes on one database: clients take turns
 * between them, as behind a load balancer) and measures the creator lookup and the three tip loads.
 * The database is in memory unless `database` names one (a fresh PostgreSQL database for the
 * PostgreSQL rows).
 */
export async function benchApi(
  options: { clients?: number; durationMs?: number; warmUpMs?: number; database?: string; instances?: number } = {},
): Promise<ApiLoads> {
  const clients = options.clients ?? 32;
  const durationMs = options.durationMs ?? 4000;
  // A second of the first lookup load and of the first tip load, not counted: a fresh process still
  // compiles its hot paths. The loads after each run the same code, and only take a quarter second to
  // reach their own pace (the clients' connections, the rows they touch).
  const warmUpMs = options.warmUpMs ?? 1000;
  const settleMs = Math.min(warmUpMs, 250);
  const database = options.database ?? ':memory:';
  // The first instance migrates and seeds; the others start on the ready database. Several instances
  // share the database's rounds of money calls as docs/database.md ('Running several instances') says:
  // its cores (this machine's: the database is local), one round at least each, unless the environment
  // sets them. One instance keeps its default.
  const count = options.instances ?? 1;
  const rounds: Record<string, string> =
    count > 1 && process.env.DATABASE_MONEY_ROUNDS === undefined
      ? { DATABASE_MONEY_ROUNDS: String(Math.max(1, Math.floor(availableParallelism() / count))) }
      : {};
  const instances = [await startInstance(database, rounds)];
  const database_ = database.startsWith('postgres') ? await databaseCpu(database) : null;
  const connections: { host: string; base: string; connection: RawConnection }[] = [];
  try {
    for (let i = 1; i < count; i += 1) instances.push(await startInstance(database, rounds));
    const api = instances[0]?.api ?? '';
    const apiFor = (client: number) => instances[client % instances.length]?.api ?? api;
    const { alice, members } = await benchMembers(api, clients);

    // The load itself goes through a connection of the bench's own per client (raw-http.ts): node:http's
    // client cost the bench's process as much CPU as the API spent answering, and on a 2-core machine the
    // client's cost is taken from the server.
    connections.push(
      ...Array.from({ length: clients }, (_, client) => {
        const url = new URL(apiFor(client));
        const base = url.pathname.replace(/\/$/, '');
        return { host: url.host, base, connection: new RawConnection(url.hostname, Number(url.port)) };
      }),
    );
    const send = async (
      client: number,
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) => {
      const to = connections[client];
      if (!to) throw new Error(`No connection for client ${client}`);
      const { host, base, connection } = to;
      const text = body === undefined ? undefined : JSON.stringify(body);
      const status = await connection.send(rawRequest(method, host, `${base}${path}`, headers, text));
      return { ok: status < 400 };
    };
    const lookupOnce = (client: number) => send(client, 'GET', '/v1/customer/creator/alice');
    const lookupSpreadOnce = (client: number) => send(client, 'GET', `/v1/customer/creator/${members[client]?.alias}`);
    /** Tips of $1: client `client` pays as `payer(client)` to `creator(client)`. */
    const tips =
      (round: string, payer: (client: number) => number, creator: (client: number) => number) =>
      (client: number, n: number) =>
        send(
          client,
          'POST',
          '/v1/customer/subscriber/coffee',
          { creator_id: creator(client), tip: 1, coin: 'solana' },
          {
            Authorization: `Bearer ${members[payer(client)]?.token}`,
            'Idempotency-Key': `bench-${round}-${client}-${n}`,
          },
        );
    const apiCpuMs = () => instances.reduce((sum, instance) => sum + (processCpuMs(instance.pid) ?? NaN), 0);
    const measure = async (
      name: string,
      once: (round: string) => (client: number, n: number) => Promise<{ ok: boolean }>,
      firstOfItsKind = false,
    ): Promise<LoadResult> => {
      await load(clients, firstOfItsKind ? warmUpMs : settleMs, once(`${name}-warm-up`));
      const apiBefore = apiCpuMs();
      const clientBefore = process.cpuUsage();
      const databaseSince = await database_?.start();
      const result = await load(clients, durationMs, once(name));
      const client = process.cpuUsage(clientBefore);
      const databaseMs = databaseSince ? await databaseSince() : null;
      const perRequest = (ms: number | null) =>
        ms === null || Number.isNaN(ms) ? undefined : ms / Math.max(1, result.requests);
      return {
        ...result,
        apiCpuMs: perRequest(apiCpuMs() - apiBefore),
        databaseCpuMs: perRequest(databaseMs),
        clientCpuMs: perRequest((client.user + client.system) / 1000),
      };
    };
    const lookup = await measure('lookup', () => lookupOnce, true);
    const lookupSpread = await measure('lookup-spread', () => lookupSpreadOnce);
    const hot = await measure(
      'hot',
      (round) =>
        tips(
          round,
          (client) => client,
          () => alice.user.id,
        ),
      true,
    );
    const single = await measure('single', (round) =>
      tips(
        round,
        () => 0,
        () => alice.user.id,
      ),
    );
    const spread = await measure('spread', (round) =>
      tips(
        round,
        (client) => client,
        (client) => members[(client + 1) % clients]?.id ?? 0,
      ),
    );
    return { lookup, lookupSpread, hot, single, spread };
  } finally {
    for (const { connection } of connections) connection.close();
    await database_?.close();
    await Promise.all(instances.map((instance) => instance.stop()));
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
): Promise<ApiLoads> {
  const results: ApiLoads[] = [];
  for (let i = 0; i < runs; i += 1) {
    const database = fresh ? await fresh() : undefined;
    try {
      results.push(await benchApi({ ...options, ...(database ? { database: database.url } : {}) }));
    } finally {
      await database?.drop();
    }
  }
  const median = (name: keyof ApiLoads) => medianRun(results.map((run) => run[name]));
  return {
    lookup: median('lookup'),
    lookupSpread: median('lookupSpread'),
    hot: median('hot'),
    single: median('single'),
    spread: median('spread'),
  };
}
