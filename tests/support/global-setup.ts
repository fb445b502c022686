import { existsSync } from 'node:fs';
import { demoDir, docsDir, startDemoServer } from '../../scripts/demo-server';
import { startStack } from '../../scripts/stack';
import { startBlog } from './blog-server';
import { TEST_BASE_PATH, testPorts } from './ports';

/** One stack for the whole run: the API and the built app, each on its own origin. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(new URL('../../dist/app/index.html', import.meta.url))) {
    throw new Error('dist/app is missing: run `npm run build` before the browser tests.');
  }
  const stack = await startStack({
    apiPort: testPorts.api,
    appPort: testPorts.app,
    database: ':memory:',
    basePath: TEST_BASE_PATH,
    // The suite signs in far more than 10 times a minute from one address; the limit has its own
    // tests over HTTP (server/tests/auth.test.ts).
    authPerMinute: 10_000,
  });
  const urls = { widgets: stack.widgetsUrl, api: stack.apiBase, app: stack.appUrl.replace(/\/$/, '') };
  const blog = await startBlog(testPorts.blog, urls);
  const demo = await startDemoServer({
    dir: demoDir,
    docs: docsDir,
    urls,
    port: testPorts.demo,
    portVariable: 'CUPPA_TEST_DEMO_PORT',
  });
  return async () => {
    await Promise.all([stack.close(), blog.close(), demo.close()]);
  };
}
