import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { renderPage } from '../../src/app/ssr/render-page';
import type { ScryptParams } from '../../server/auth/passwords';
import { listen, type Served } from '../../server/listen';
import { startApi } from '../../server/start-api';
import { createAppServer } from './app-server';
import { demoDir, docsDir, siteUrl, startDemoServer } from './demo-server';
import type { RuntimeConfig } from './runtime-config';
import { loaderPath, widgetVersion } from './widget-version';

const root = fileURLToPath(new URL('../..', import.meta.url));
const version = widgetVersion();

export interface StackOptions {
  apiPort: number;
  appPort: number;
  /** The demo blog (demo/), on localhost: another site than the app. Not started when absent. */
  demoPort?: number;
  basePath?: string;
  /** A file path or ':memory:' (API.md's demo data is seeded into an empty one). */
  database: string;
  /** Sign-in and sign-up attempts a minute per IP (API.md: 10); browser tests sign in more often. */
  authPerMinute?: number;
  /** scrypt's cost for new password hashes (OWASP's minimum unless given); browser tests lower it. */
  passwordParams?: ScryptParams;
  /** The built app to serve; dist/app when absent. */
  appDir?: string;
  /** Run-time settings that replace the defaults (README, 'Configuration'): the app's public URLs. */
  config?: Partial<Pick<RuntimeConfig, 'apiBase' | 'appUrl' | 'product' | 'captchaSiteKey'>>;
}

export interface Stack {
  apiBase: string;
  appUrl: string;
  widgetsUrl: string;
  demoUrl: string | null;
  close: () => Promise<void>;
}

/** The server build's page renderer (vite.server.config.ts); without it every page renders in the browser. */
async function loadRenderer(): Promise<typeof renderPage | undefined> {
  const entry = `${root}dist/server/render-page.js`;
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: typeof renderPage };
  return module.renderPage;
}

/** The API, the built app and the demo blog, each on its own origin: what `npm start` runs. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const basePath = options.basePath ?? '/';
  const api = await startApi({
    port: options.apiPort,
    database: options.database,
    authPerMinute: options.authPerMinute,
    passwordParams: options.passwordParams,
    portVariable: 'CUPPA_API_PORT',
  });
  const running: Served[] = [api];
  const closeAll = () => Promise.all(running.map((server) => server.close())).then(() => undefined);
  try {
    const appOrigin = `http://127.0.0.1:${options.appPort}`;
    const config: RuntimeConfig = {
      apiBase: api.apiBase,
      appUrl: `${appOrigin}${basePath}`,
      basePath,
      product: 'cuppa',
      captchaSiteKey: null,
      ...options.config,
    };
    const server = createAppServer({
      appDir: options.appDir ?? `${root}dist/app`,
      widgetsDir: `${root}dist/widgets`,
      widgetVersion: version,
      config,
      render: await loadRenderer(),
    });
    const app = await listen(server, options.appPort, 'CUPPA_APP_PORT');
    running.push(app);
    const widgetsUrl = `${app.url}${loaderPath(version)}`;
    let demoUrl: string | null = null;
    if (options.demoPort !== undefined) {
      const demo = await startDemoServer({
        dir: demoDir,
        docs: docsDir,
        urls: { widgets: widgetsUrl, api: config.apiBase, app: config.appUrl.replace(/\/$/, '') },
        port: options.demoPort,
        portVariable: 'CUPPA_DEMO_PORT',
      });
      running.push(demo);
      demoUrl = siteUrl(demo);
    }
    return { apiBase: config.apiBase, appUrl: config.appUrl, widgetsUrl, demoUrl, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
