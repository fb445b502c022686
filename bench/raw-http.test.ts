// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RawConnection, rawRequest } from './raw-http';

let server: Server | null = null;
let connection: RawConnection | null = null;

/** A real HTTP server on a free port: its sockets counted, each request answered by `answer`. */
async function serve(
  answer: (request: IncomingMessage, body: string, response: ServerResponse) => void,
  timeoutMs?: number,
) {
  const sockets = { count: 0 };
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => answer(request, body, response));
  });
  server.on('connection', () => (sockets.count += 1));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  connection = new RawConnection('127.0.0.1', port, timeoutMs);
  const send = (path: string, body?: unknown) =>
    connection!.send(
      rawRequest(
        body === undefined ? 'GET' : 'POST',
        `127.0.0.1:${port}`,
        path,
        { 'Idempotency-Key': 'k' },
        body === undefined ? undefined : JSON.stringify(body),
      ),
    );
  return { server, sockets, send };
}

afterEach(async () => {
  connection?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = connection = null;
});

describe("the bench's HTTP client", () => {
  it('reads each answer to its end by its length, one after another on one kept-alive connection', async () => {
    const seen: string[] = [];
    const { sockets, send } = await serve((request, body, response) => {
      seen.push(`${request.method} ${request.url} ${request.headers['idempotency-key']} ${body}`);
      response.writeHead(request.method === 'POST' ? 201 : 404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ echo: body, padding: 'x'.repeat(100_000) }));
    });
    expect(await send('/v1/a', { note: 'café ☕' })).toBe(201);
    expect(await send('/v1/b')).toBe(404);
    expect(seen).toEqual(['POST /v1/a k {"note":"café ☕"}', 'GET /v1/b k ']);
    expect(sockets.count).toBe(1);
  });

  it('reads a chunked answer to its last chunk', async () => {
    const { sockets, send } = await serve((_request, _body, response) => {
      response.writeHead(200);
      response.write('first ');
      setTimeout(() => response.end('and last'), 20);
    });
    expect(await send('/one')).toBe(200);
    expect(await send('/two')).toBe(200);
    expect(sockets.count).toBe(1);
  });

  it('opens a new connection after one the server closed, idle or with its last answer', async () => {
    const {
      server: http,
      sockets,
      send,
    } = await serve((request, _body, response) => {
      response.writeHead(200, request.url === '/last' ? { Connection: 'close' } : {});
      response.end('ok');
    });
    expect(await send('/first')).toBe(200);
    // As its keep-alive timeout does.
    http.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await send('/after-idle')).toBe(200);
    expect(await send('/last')).toBe(200);
    expect(await send('/next')).toBe(200);
    expect(sockets.count).toBe(3);
  });

  it('sends a request once more when its connection closed before any answer (an idle close racing it)', async () => {
    let requests = 0;
    const { sockets, send } = await serve((request, _body, response) => {
      requests += 1;
      if (requests === 1) request.socket.destroy();
      else response.end('ok');
    });
    expect(await send('/raced')).toBe(200);
    expect(requests).toBe(2);
    expect(sockets.count).toBe(2);
  });

  it('fails a request whose answer was cut off, and does not send it again', async () => {
    let requests = 0;
    const { send } = await serve((_request, _body, response) => {
      requests += 1;
      response.writeHead(200, { 'Content-Length': '100' });
      response.write('only part');
      setTimeout(() => response.destroy(), 20);
    });
    await expect(send('/cut')).rejects.toThrow();
    expect(requests).toBe(1);
  });

  it('fails a request left unanswered past its timeout, and refuses a second one on the busy connection', async () => {
    let requests = 0;
    const { send } = await serve(() => (requests += 1), 100);
    const stuck = send('/stuck');
    await expect(send('/meanwhile')).rejects.toThrow(/one request at a time/i);
    // Sent once more on a new connection (nothing of an answer came), then given up.
    await expect(stuck).rejects.toThrow(/no answer within 100 ms/i);
    expect(requests).toBe(2);
  });

  it('fails a request still waiting when its connection is closed', async () => {
    let requests = 0;
    const { send } = await serve(() => (requests += 1));
    const waiting = send('/waiting');
    await expect.poll(() => requests).toBe(1);
    connection?.close();
    await expect(waiting).rejects.toThrow(/closed before its answer/i);
  });
});
