import { fileURLToPath } from 'node:url';
import { listen, type Served } from '../server/listen';
import { startApi } from '../server/start-api';
import { createAppServer } from './app-server';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface StackOptions {
  apiPort: number;
  appPort: number;
  basePath?: string;
  /** A file path or ':memory:' (API.md's demo data is seeded into an empty one). */
  database: string;
  /** Sign-in and sign-up attempts a minute per IP (API.md: 10); browser tests sign in more often. */
  authPerMinute?: number;
}

export interface Stack {
  apiBase: string;
  appUrl: string;
  widgetsUrl: string;
  close: () => Promise<void>;
}

/** The API and the built app on their own origins: what `npm start` runs and the e2e tests drive. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const basePath = options.basePath ?? '/';
  const api = await startApi({
    port: options.apiPort,
    database: options.database,
    authPerMinute: options.authPerMinute,
  });
  let app: Served;
  try {
    const appOrigin = `http://127.0.0.1:${options.appPort}`;
    const server = createAppServer({
      appDir: `${root}dist/app`,
      widgetsDir: `${root}dist/widgets`,
      config: {
        apiBase: api.apiBase,
        appUrl: `${appOrigin}${basePath}`,
        basePath,
        product: 'cuppa',
        captchaSiteKey: null,
      },
    });
    app = await listen(server, options.appPort, 'CUPPA_APP_PORT');
  } catch (error) {
    await api.close();
    throw error;
  }
  return {
    apiBase: api.apiBase,
    appUrl: `${app.url}${basePath}`,
    widgetsUrl: `${app.url}/widgets/cuppa.js`,
    close: async () => {
      await Promise.all([api.close(), app.close()]);
    },
  };
}
