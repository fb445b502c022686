import { sign, type KeyObject } from 'node:crypto';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

// Plain JavaScript as text: the thread runs without the TypeScript loader the API runs under (tsx, Vitest).
// libsodium (sodium-native) signs an Ed25519 key's messages in about half the time Node's OpenSSL does
// (22-34 µs against 45-65 here); Ed25519 is deterministic, so both give the same signature. Node's
// own signer serves any other key, and every key when the addon does not load.
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { sign } = require('node:crypto');
let sodium = null;
try {
  if (workerData.sodium) sodium = require(workerData.sodium);
} catch {} // Node's own signer then: slower, the same signatures.
const signers = new Map();
const nodeSigner = (privateKey) => (data) => sign(null, data, privateKey);
const signerFor = (privateKey) => {
  if (!sodium || privateKey.asymmetricKeyType !== 'ed25519') return nodeSigner(privateKey);
  try {
    const seed = Buffer.from(privateKey.export({ format: 'jwk' }).d, 'base64url');
    const publicKey = Buffer.alloc(sodium.crypto_sign_PUBLICKEYBYTES);
    const secretKey = sodium.sodium_malloc(sodium.crypto_sign_SECRETKEYBYTES);
    sodium.crypto_sign_seed_keypair(publicKey, secretKey, seed);
    seed.fill(0);
    return (data) => {
      const signature = Buffer.alloc(sodium.crypto_sign_BYTES);
      sodium.crypto_sign_detached(signature, data, secretKey);
      return signature;
    };
  } catch {
    // A key libsodium cannot hold (its guarded memory refused, say): a thread that threw here would be
    // replaced at every signature.
    return nodeSigner(privateKey);
  }
};
parentPort.on('message', (message) => {
  if (message.key) return void signers.set(message.key.handle, signerFor(message.key.privateKey));
  parentPort.postMessage(message.batch.map(([id, handle, data]) => {
    try {
      return [id, signers.get(handle)(data)];
    } catch (error) {
      return [id, null, String(error)];
    }
  }));
});
`;

/** Where the thread finds libsodium: resolved here, since a thread run from text resolves from nowhere. */
const sodiumPath = (() => {
  try {
    return createRequire(import.meta.url).resolve('sodium-native');
  } catch {
    return null;
  }
})();

type Result = [id: number, signature: Uint8Array | null, error?: string];

interface Owed {
  privateKey: KeyObject;
  data: Buffer;
  resolve(signature: Buffer): void;
  reject(error: Error): void;
}

export interface SigningThreadOptions {
  /** How long the thread may leave signatures unanswered before it is taken for hung and replaced (2 s). */
  stallMs?: number;
  /** The thread's code; tests give one that fails. */
  code?: string;
  /** Where the thread loads libsodium from (sodium-native's addon), or null to sign with Node's own signer only. */
  sodium?: string | null;
  /** Told why a thread was replaced (it stopped, or hung), for the operator's log. */
  onReplaced?: (why: string) => void;
}

/** One worker thread, the keys it was given, and the signatures it owes. */
function startThread({ stallMs = 2000, code = THREAD, sodium = sodiumPath, onReplaced }: SigningThreadOptions) {
  const worker = new Worker(code, { eval: true, workerData: { sodium } });
  // The API's server keeps the process running; an idle signer does not.
  worker.unref();
  const keys = new WeakMap<KeyObject, number>();
  const owed = new Map<number, Owed>();
  let batch: [id: number, handle: number, data: Buffer][] = [];
  let nextId = 0;
  let stopped = false;
  /** Why the thread is being ended: a reason for the log, or null when it is ended on purpose. */
  let ending: string | null | undefined;
  const end = (why: string | null) => {
    if (ending === undefined) ending = why;
    return worker.terminate();
  };
  let stall: NodeJS.Timeout | undefined;
  const watch = () => {
    clearTimeout(stall);
    stall =
      owed.size > 0
        ? setTimeout(
            () => void end(`left signatures unanswered for ${stallMs} ms (${owed.size} owed)`),
            stallMs,
          ).unref()
        : undefined;
  };

  worker.on('message', (results: Result[]) => {
    for (const [id, signature, error] of results) {
      const call = owed.get(id);
      owed.delete(id);
      if (signature) call?.resolve(Buffer.from(signature.buffer, signature.byteOffset, signature.byteLength));
      else call?.reject(new Error(`a receipt could not be signed: ${error}`));
    }
    watch();
  });
  // What a thread that stopped or hung owed is signed on the API's thread: the money of those calls has
  // moved, and their answers wait for the receipt.
  const stop = (why: string | null) => {
    if (stopped) return;
    stopped = true;
    clearTimeout(stall);
    if (why !== null) onReplaced?.(why);
    for (const call of owed.values()) {
      try {
        call.resolve(sign(null, call.data, call.privateKey));
      } catch (error) {
        call.reject(new Error(`a receipt could not be signed: ${String(error)}`));
      }
    }
    owed.clear();
  };
  worker.on('error', (error) => stop(ending === undefined ? `failed: ${error.message}` : ending));
  worker.on('exit', () => stop(ending === undefined ? 'stopped' : ending));

  return {
    get stopped() {
      return stopped;
    },
    sign(privateKey: KeyObject, data: Buffer): Promise<Buffer> {
      let handle = keys.get(privateKey);
      if (handle === undefined) {
        handle = nextId++;
        keys.set(privateKey, handle);
        worker.postMessage({ key: { handle, privateKey } });
      }
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        owed.set(id, { privateKey, data, resolve, reject });
        // Signatures asked in one turn of the event loop go to the thread as one message.
        if (batch.length === 0)
          setImmediate(() => {
            const sent = batch;
            batch = [];
            if (stopped) return;
            worker.postMessage({ batch: sent });
            if (!stall) watch();
          });
        batch.push([id, handle, data]);
      });
    },
    /** Ends the thread on purpose: nothing is told. */
    terminate: () => end(null),
  };
}

/**
 * Ed25519 signatures on a thread of their own, started at the first: the API's one thread spends about
 * 40 µs less per paying call (issue 41). Not libuv's pool (`crypto.sign` with a callback): its four
 * threads, each woken per signature, stretched PostgreSQL's tip latencies (p99 48-64 ms against 27-36
 * with this thread or none). A thread that stops, or leaves signatures unanswered for `stallMs`, is
 * replaced by the next signature, and what it owed is signed on the API's thread.
 */
export function signingThread(options: SigningThreadOptions = {}) {
  let thread: ReturnType<typeof startThread> | null = null;
  return {
    sign(privateKey: KeyObject, data: Buffer): Promise<Buffer> {
      if (!thread || thread.stopped) thread = startThread(options);
      return thread.sign(privateKey, data);
    },
    /** Stops the thread; what it owed is signed on the API's thread. */
    async stop(): Promise<void> {
      await thread?.terminate();
    },
  };
}
