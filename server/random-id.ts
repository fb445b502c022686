import { randomFillSync } from 'node:crypto';

// Filled from the system's CSPRNG a few kilobytes at a time: a call to it for every 16 bytes cost about
// 10 µs each under a tip's load (two per tip, a receipt's id and its webhook event's; issue 41's
// profile), where slicing a filled pool costs well under one. No byte is handed out twice.
const poolSize = 4096;
const pool = Buffer.alloc(poolSize);
let offset = poolSize;

/** `prefix` and 16 random bytes (128 bits), base64url: an id no one can guess. */
export function randomId(prefix: string): string {
  if (offset + 16 > poolSize) {
    randomFillSync(pool);
    offset = 0;
  }
  const id = pool.toString('base64url', offset, offset + 16);
  offset += 16;
  return `${prefix}${id}`;
}
