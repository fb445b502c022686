import { connect, type Socket } from 'node:net';

/**
 * The bench's client: one kept-alive HTTP/1.1 connection per simulated reader, one request at a time,
 * reading no more of an answer than its status and where it ends. node:http's client (its agent, its
 * parser, a message object per request and per answer) spent 180-250 µs of CPU per creator lookup on a
 * 2-core machine, as much as the API spent answering it, and the bench shares that machine with the API
 * and the database: the figures measured the client nearly as much as the server (docs/database.md).
 * This one spends 50-60.
 */
export class RawConnection {
  private socket: Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (status: number) => void; reject: (error: Error) => void } | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
    /** How long an answer may take before the request fails: a stuck API stops the bench, not hangs it. */
    private readonly timeoutMs = 30_000,
  ) {}

  /**
   * Sends one request's bytes and resolves with its answer's status. A kept-alive connection the server
   * closed just before the request (its idle timeout) is opened again and the request sent once more,
   * as browsers do; the bench's requests are lookups and tips with an Idempotency-Key, safe to repeat.
   */
  async send(request: string): Promise<number> {
    try {
      return await this.once(request);
    } catch (error) {
      if (!(error instanceof ClosedBeforeAnswer)) throw error;
      return this.once(request);
    }
  }

  /** Ends the connection; a request still waiting fails. */
  close(): void {
    const socket = this.socket;
    this.socket = null;
    this.buffer = Buffer.alloc(0);
    const waiting = this.waiting;
    this.waiting = null;
    socket?.destroy();
    waiting?.reject(new Error('The connection was closed before its answer'));
  }

  private once(request: string): Promise<number> {
    if (this.waiting) return Promise.reject(new Error('One request at a time on a connection'));
    return new Promise<number>((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket ??= this.open();
      this.socket.setTimeout(this.timeoutMs);
      this.socket.write(request);
    });
  }

  private open(): Socket {
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.read();
    });
    const gone = (error: Error) => {
      if (this.socket !== socket) return;
      const answered = this.buffer.length > 0;
      this.socket = null;
      this.buffer = Buffer.alloc(0);
      const waiting = this.waiting;
      this.waiting = null;
      waiting?.reject(answered ? error : new ClosedBeforeAnswer(error.message));
    };
    socket.on('error', gone);
    socket.on('close', () => gone(new Error('The server closed the connection')));
    socket.on('timeout', () => socket.destroy(new Error(`No answer within ${this.timeoutMs} ms`)));
    return socket;
  }

  /** Takes one whole answer off the buffer, once it has all arrived. */
  private read(): void {
    const waiting = this.waiting;
    const headEnd = this.buffer.indexOf('\r\n\r\n');
    if (!waiting || headEnd < 0) return;
    const head = this.buffer.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    let end = headEnd + 4;
    if (length !== undefined) {
      end += Number(length);
    } else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      const last = this.buffer.indexOf('\r\n0\r\n\r\n', headEnd);
      if (last < 0) return;
      end = last + 7;
    }
    if (this.buffer.length < end) return;
    this.buffer = this.buffer.subarray(end);
    this.waiting = null;
    this.socket?.setTimeout(0);
    // The server's last answer on this connection: the next request opens another.
    if (/\r\nconnection: *close/i.test(head)) this.close();
    waiting.resolve(Number(head.slice(9, 12)));
  }
}

class ClosedBeforeAnswer extends Error {}

/** The bytes of one request to `host` (its Host header) at `path`; a body is JSON. */
export function rawRequest(
  method: string,
  host: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): string {
  let text = `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\n`;
  for (const [name, value] of Object.entries(headers)) text += `${name}: ${value}\r\n`;
  if (body !== undefined) text += `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`;
  return `${text}\r\n${body ?? ''}`;
}
