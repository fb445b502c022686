import { createApp } from './app';
import { listen, type Served } from './listen';

/** Starts the reference API at `<url>/api`. */
export async function startApi(options: { port: number; host?: string }): Promise<Served & { apiBase: string }> {
  const served = await listen(createApp(), options.port, 'PORT', options.host);
  return { ...served, apiBase: `${served.url}/api` };
}
