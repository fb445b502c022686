import { createHash } from 'node:crypto';

/**
 * A label's own numbers (mulberry32 seeded from its hash): the same picture for the same label on every
 * server, with no state and no repeating pattern across a scene's many shapes.
 */
export function seeded(label: string): () => number {
  let state = createHash('sha256').update(label).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;

/** A whole number between `low` and `high`, as SVG wants it: short, so the files stay small. */
export const between = (rand: () => number, low: number, high: number) => Math.round(low + rand() * (high - low));
