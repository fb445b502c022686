import { existsSync } from 'node:fs';
import { demoDir, docsDir, startDemoServer } from '../../scripts/servers/demo-server';
import { freePort } from '../../scripts/servers/free-port';
import { startStack } from '../../scripts/servers/stack';
import { startBlog } from './blog-server';
import { portVariables, TEST_BASE_PATH, testPort, type TestServer } from './ports';

/**
 * Free ports for every server not pinned by its variable, handed to the test workers through the
 * environment (Playwright starts them after this setup): a second run, or anything else listening on
 * a fixed port, cannot fail the suite.
 */
async function pickPorts(): Promise<void> {
  for (const [server, variable] of Object.entries(portVariables) as [TestServer, string][]) {
    if (!testPort(server)) process.env[variable] = String(await freePort());
  }
}

/** One stack for the whole run: the API and the built app, each on its own origin. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(new URL('../../dist/app/index.html', import.meta.url))) {
    throw new Error('dist/app is missing: run `npm run build` before the browser tests.');
  }
  await pickPorts();
  const stack = await startStack({
    apiPort: testPort('api'),
    appPort: testPort('app'),
    database: ':memory:',
    basePath: TEST_BASE_PATH,
    // The suite signs in far more than 10 times a minute from one address; the limit has its own
    // tests over HTTP (server/tests/auth.test.ts).
    authPerMinute: 10_000,
    // Every sign-in hashes; at OWASP's cost that is about half a second each. The cost has its own
    // tests over HTTP (server/tests/auth.test.ts).
    passwordParams: { N: 1024, r: 8, p: 1 },
  });
  const urls = { widgets: stack.widgetsUrl, api: stack.apiBase, app: stack.appUrl.replace(/\/$/, '') };
  const blog = await startBlog(testPort('blog'), urls);
  const demo = await startDemoServer({
    dir: demoDir,
    docs: docsDir,
    urls,
    port: testPort('demo'),
    portVariable: portVariables.demo,
  });
  return async () => {
    await Promise.all([stack.close(), blog.close(), demo.close()]);
  };
}
