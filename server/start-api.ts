import { createApp } from './app';
import { seedDemoData } from './db/seed';
import { listen, type Served } from './listen';
import { createServerContext, type ServerOptions } from './create-server-context';

export interface StartApiOptions extends Omit<ServerOptions, 'publicUrl'> {
  port: number;
  host?: string;
  /** Seed an empty database with the demo data (default true). */
  seed?: boolean;
  /** The variable a busy port's message tells the user to set (default PORT, as `npm run api` reads). */
  portVariable?: string;
  /** Runs once the port is open and before the API is ready (tests call it in that window). */
  onListening?: (url: string) => Promise<void>;
}

export type RunningApi = Served & { apiBase: string; context: Awaited<ReturnType<typeof createServerContext>> };

/** Starts the reference API at `<url>/api`, migrating the database and seeding it when empty. */
export async function startApi(options: StartApiOptions): Promise<RunningApi> {
  const host = options.host ?? '127.0.0.1';
  const context = await createServerContext({ ...options, publicUrl: `http://${host}:${options.port}` });
  let served: Served;
  try {
    served = await listen(createApp(context), options.port, options.portVariable ?? 'PORT', host);
  } catch (error) {
    await context.closeDatabase();
    throw error;
  }
  // Port 0 picks a free port: the public URL (in the demo data's image URLs) is only known now. So the
  // API listens first and holds every request until it is seeded (app.ts).
  context.publicUrl = served.url;
  try {
    await options.onListening?.(served.url);
    if (options.seed !== false) await seedDemoData(context.sql, context.gateway, context.publicUrl, context.passwords);
  } catch (error) {
    await served.close();
    await context.closeDatabase();
    throw error;
  }
  // Withdrawals a previous run left pending (a crash, a deploy) are picked up again now.
  context.settlement.start();
  context.rollUp.start();
  context.markReady();
  return {
    ...served,
    apiBase: `${served.url}/api`,
    context,
    close: async () => {
      context.settlement.stop();
      context.rollUp.stop();
      await served.close();
      await context.closeDatabase();
    },
  };
}
