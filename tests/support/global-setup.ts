import { existsSync } from 'node:fs';
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
  });
  const blog = await startBlog(testPorts.blog, {
    widgets: stack.widgetsUrl,
    api: stack.apiBase,
    app: stack.appUrl.replace(/\/$/, ''),
  });
  return async () => {
    await Promise.all([stack.close(), blog.close()]);
  };
}
