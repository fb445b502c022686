import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

export interface Served {
  url: string;
  /**
   * Stops accepting connections and lets the requests in flight finish (ListenOptions' `drainMs`); every
   * call returns the first one's promise.
   */
  close: () => Promise<void>;
}

export interface ListenOptions {
  /**
   * How long close() lets requests in flight finish before it cuts their connections (default 0: at
   * once). A money call cut after its transaction committed answers nobody, and its client takes a
   * payment made for one that failed.
   */
  drainMs?: number;
}

/** Listens on loopback; a busy port becomes one clear message naming the variable to change. */
export function listen(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  port: number,
  portVariable: string,
  host = '127.0.0.1',
  options: ListenOptions = {},
): Promise<Served> {
  return new Promise((resolvePromise, reject) => {
    // No TLS or HTTP/2 options are given, so serve() makes a plain node:http server.
    const server = serve({ fetch: app.fetch, port, hostname: host }) as Server;
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is busy: stop what uses it or set ${portVariable}.`)
          : error,
      );
    });
    // The answers being written: once closing, each tells its client that its connection ends with it
    // (Connection: close), so no client sends another request on a connection about to be closed.
    const answering = new Set<ServerResponse>();
    let closing: Promise<void> | null = null;
    server.on('request', (_request, response: ServerResponse) => {
      answering.add(response);
      if (closing) response.setHeader('Connection', 'close');
      response.once('close', () => answering.delete(response));
      // Node keeps a keep-alive connection open after its answer, closing or not: it is ended then.
      response.once('finish', () => {
        if (closing) server.closeIdleConnections();
      });
    });
    const drain = (drainMs: number) =>
      new Promise<void>((done) => {
        for (const response of answering) if (!response.headersSent) response.setHeader('Connection', 'close');
        // What is still running after drainMs is cut: a stuck request must not hold the shutdown forever.
        const cut = setTimeout(() => server.closeAllConnections(), drainMs);
        // No new connection from now on (a load balancer's health check is refused at once, so it sends
        // no more), and the keep-alive connections with no request on them are ended (Node does both).
        server.close(() => {
          clearTimeout(cut);
          done();
        });
      });
    server.once('listening', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolvePromise({
        url: `http://${host}:${actual}`,
        close: () => (closing ??= drain(options.drainMs ?? 0)),
      });
    });
  });
}
