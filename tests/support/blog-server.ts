import type { Served } from '../../server/listen';
import { portVariables } from './ports';
import { startDemoServer, type DemoUrls } from '../../scripts/servers/demo-server';

const fixtures = new URL('../fixtures/blog/', import.meta.url);

/**
 * A creator's blog on its own origin: the fixture pages served by the demo server (`?coop=1` adds
 * COOP same-origin to any page).
 */
export function startBlog(port: number, urls: DemoUrls): Promise<Served> {
  return startDemoServer({ dir: fixtures, urls, port, portVariable: portVariables.blog });
}
