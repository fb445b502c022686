import { existsSync } from 'node:fs';
import { startStack } from '../../scripts/stack';
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
  return stack.close;
}
