import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

export interface Served {
  url: string;
  close: () => Promise<void>;
}

/** Listens on loopback; a busy port becomes one clear message naming the variable to change. */
export function listen(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  port: number,
  portVariable: string,
  host = '127.0.0.1',
): Promise<Served> {
  return new Promise((resolvePromise, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host });
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is busy: stop what uses it or set ${portVariable}.`)
          : error,
      );
    });
    server.once('listening', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolvePromise({
        url: `http://${host}:${actual}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            // Keep-alive connections would hold close() open.
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
  });
}
