import type { KeyObject } from 'node:crypto';
import { Worker } from 'node:worker_threads';

// Plain JavaScript as text: the thread runs without the TypeScript loader the API runs under (tsx, Vitest).
const THREAD = `
const { parentPort } = require('node:worker_threads');
const { sign } = require('node:crypto');
const keys = new Map();
parentPort.on('message', (message) => {
  if (message.key) return void keys.set(message.key.handle, message.key.privateKey);
  parentPort.postMessage(message.batch.map(([id, handle, data]) => {
    try {
      return [id, sign(null, data, keys.get(handle))];
    } catch (error) {
      return [id, null, String(error)];
    }
  }));
});
`;

type Result = [id: number, signature: Uint8Array | null, error?: string];

interface Waiting {
  resolve(signature: Buffer): void;
  reject(error: Error): void;
}

/** One worker thread, the keys it was given, and the signatures it owes. */
function startThread(onStop: () => void) {
  const worker = new Worker(THREAD, { eval: true });
  // The API's server keeps the process running; an idle signer does not.
  worker.unref();
  const keys = new WeakMap<KeyObject, number>();
  const waiting = new Map<number, Waiting>();
  let batch: [id: number, handle: number, data: Buffer][] = [];
  let nextId = 0;
  let stopped = false;

  worker.on('message', (results: Result[]) => {
    for (const [id, signature, error] of results) {
      const owed = waiting.get(id);
      waiting.delete(id);
      if (signature) owed?.resolve(Buffer.from(signature.buffer, signature.byteOffset, signature.byteLength));
      else owed?.reject(new Error(`a receipt could not be signed: ${error}`));
    }
  });
  const stop = (error: Error) => {
    if (stopped) return;
    stopped = true;
    onStop();
    for (const owed of waiting.values()) owed.reject(error);
    waiting.clear();
  };
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`the receipt signing thread stopped (exit code ${code})`)));

  return {
    sign(privateKey: KeyObject, data: Buffer): Promise<Buffer> {
      if (stopped) return Promise.reject(new Error('the receipt signing thread has stopped'));
      let handle = keys.get(privateKey);
      if (handle === undefined) {
        handle = nextId++;
        keys.set(privateKey, handle);
        worker.postMessage({ key: { handle, privateKey } });
      }
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        // Signatures asked in one turn of the event loop go to the thread as one message.
        if (batch.length === 0)
          setImmediate(() => {
            const sent = batch;
            batch = [];
            if (!stopped) worker.postMessage({ batch: sent });
          });
        batch.push([id, handle, data]);
      });
    },
    terminate: () => worker.terminate(),
  };
}

/**
 * Ed25519 signatures on a thread of their own, started at the first: the API's one thread spends about
 * 40 µs less per paying call (issue 41). Not libuv's pool (`crypto.sign` with a callback): its four
 * threads, each woken per signature, stretched PostgreSQL's tip latencies (p99 45-65 ms against 25-36
 * with this thread or none). A thread that stops fails what it owed, and the next signature starts
 * another.
 */
export function signingThread() {
  let thread: ReturnType<typeof startThread> | null = null;
  return {
    sign(privateKey: KeyObject, data: Buffer): Promise<Buffer> {
      const current = (thread ??= startThread(() => {
        if (thread === current) thread = null;
      }));
      return current.sign(privateKey, data);
    },
    /** Stops the thread; what it owed fails. */
    async stop(): Promise<void> {
      await thread?.terminate();
    },
  };
}
