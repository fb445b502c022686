import { createApp } from './app';
import { seedDemoData } from './demo/seed';
import { listen, type Served } from './listen';
import { createServerContext, type ServerOptions } from './create-server-context';
import { enqueueJob } from './jobs/jobs';
import { WATCH_DEPOSITS } from './ledger/deposit-watch';
import { ROLL_UP_BALANCES } from './ledger/roll-up';
import { RENEWAL_SWEEP } from './services/renewals/renew-subscription';

export interface StartApiOptions extends Omit<ServerOptions, 'publicUrl'> {
  port: number;
  /**
   * The API's address as clients reach it (PUBLIC_URL: a load balancer's, with any path in front of
   * `/api`); the URLs of uploads and demo pictures are built from it. Default: the listen address.
   */
  publicUrl?: string;
  host?: string;
  /**
   * In development, false leaves an empty database empty (default: seeded with the demo data). A
   * production start never seeds, whatever this says (API.md: no switch to); its first admin comes
   * from `npm run create-admin` (server/create-admin.ts).
   */
  seed?: boolean;
  /** The variable a busy port's message tells the user to set (default PORT, as `npm run api` reads). */
  portVariable?: string;
  /** Watch the deposit addresses and credit what arrives (default true; suites of the hash path turn it off). */
  watchDeposits?: boolean;
  /**
   * How long close() (a SIGTERM) lets requests in flight finish, their database included, before it cuts
   * them (10 s): a money call that commits answers its client.
   */
  drainMs?: number;
  /** Runs once the port is open and before the API is ready (tests call it in that window). */
  onListening?: (url: string) => Promise<void>;
}

export type RunningApi = Served & { apiBase: string; context: Awaited<ReturnType<typeof createServerContext>> };

/** Starts the reference API at `<url>/api`, migrating the database and, in development, seeding it when empty. */
export async function startApi(options: StartApiOptions): Promise<RunningApi> {
  const host = options.host ?? '127.0.0.1';
  const context = await createServerContext({
    ...options,
    publicUrl: options.publicUrl ?? `http://${host}:${options.port}`,
  });
  let served: Served;
  try {
    served = await listen(createApp(context), options.port, options.portVariable ?? 'PORT', host, {
      drainMs: options.drainMs ?? 10_000,
    });
  } catch (error) {
    await context.closeDatabase();
    throw error;
  }
  // Port 0 picks a free port: without a configured public URL, the one in the demo data's image URLs is
  // only known now. So the API listens first and holds every request until it is seeded (app.ts).
  if (options.publicUrl === undefined) context.publicUrl = served.url;
  try {
    await options.onListening?.(served.url);
    // Only on the development chain: the demo member's $100 is a deposit no one made, which a real
    // chain would pay out as a withdrawal (settings.ts refuses real money in development as well).
    if (context.environment === 'development' && context.devDeposit && options.seed !== false)
      await seedDemoData(context.sql, context.gateway, context.publicUrl, context.passwords);
    // The deposit watch runs from now on: one job for every instance, made once and kept.
    if (options.watchDeposits !== false) await enqueueJob(context.sql, WATCH_DEPOSITS, 'all');
    // Balance changes are appended on PostgreSQL only (ledger.ts): their roll-up is one job there too.
    if (context.sql.engine === 'postgres') await enqueueJob(context.sql, ROLL_UP_BALANCES, 'all');
    // So does the look for subscriptions to renew.
    await enqueueJob(context.sql, RENEWAL_SWEEP, 'all');
  } catch (error) {
    await served.close();
    await context.closeDatabase();
    throw error;
  }
  // Background work (withdrawals a previous run left pending among it) is picked up again now.
  context.jobs.start();
  context.markReady();
  let closing: Promise<void> | null = null;
  const close = async () => {
    // No job is claimed from now on: one claimed now would be cut at the end of the drain, and held by
    // its lease until then. Jobs running are left as after a crash (job-runner.ts's stop()).
    context.jobs.stop();
    // Requests in flight finish, on a database still open; only then does the pool close.
    await served.close();
    await context.closeDatabase();
  };
  return {
    ...served,
    apiBase: `${served.url}/api`,
    context,
    // A second SIGTERM (or SIGINT) gets the first one's shutdown: closing the pool twice would throw.
    close: () => (closing ??= close()),
  };
}
