// @vitest-environment node
import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signingThread } from './signing-thread';

const require = createRequire(import.meta.url);
const keyPair = () => generateKeyPairSync('ed25519');
const replacedOnPurpose: string[] = [];
const signer = signingThread({ onReplaced: (why) => replacedOnPurpose.push(why) });
afterEach(() => signer.stop());

describe('the signing thread', () => {
  it('signs each message with its own key, many asked at once', async () => {
    const [first, second] = [keyPair(), keyPair()];
    const asked = Array.from({ length: 200 }, (_, i) => ({
      pair: i % 2 === 0 ? first : second,
      data: Buffer.from(`receipt ${i}`),
    }));
    const signatures = await Promise.all(asked.map(({ pair, data }) => signer.sign(pair.privateKey, data)));
    asked.forEach(({ pair, data }, i) => {
      expect(verify(null, data, pair.publicKey, signatures[i]!)).toBe(true);
      const other = pair === first ? second : first;
      expect(verify(null, data, other.publicKey, signatures[i]!)).toBe(false);
    });
  });

  it('gives the very signature Node gives, with libsodium and without it', async () => {
    const pair = keyPair();
    const nodeOnly = signingThread({ sodium: null });
    const asked = Array.from({ length: 20 }, (_, i) => Buffer.from(`receipt ${i}`));
    // Ed25519 is deterministic: one key and one message make one signature, whichever library signs.
    const expected = asked.map((data) => sign(null, data, pair.privateKey));
    expect(await Promise.all(asked.map((data) => signer.sign(pair.privateKey, data)))).toEqual(expected);
    expect(await Promise.all(asked.map((data) => nodeOnly.sign(pair.privateKey, data)))).toEqual(expected);
    await nodeOnly.stop();
  });

  it('signs with Node where libsodium cannot hold a key, and is not replaced for it', async () => {
    // A libsodium whose guarded memory is refused, as a locked-down host may refuse it.
    const folder = mkdtempSync(join(tmpdir(), 'cuppa-sodium-'));
    const refusing = join(folder, 'refusing.cjs');
    writeFileSync(
      refusing,
      `module.exports = { ...require(${JSON.stringify(require.resolve('sodium-native'))}),
        sodium_malloc() { throw new Error('mlock refused'); } };`,
    );
    const replaced: string[] = [];
    const thread = signingThread({ sodium: refusing, onReplaced: (why) => replaced.push(why) });
    const pair = keyPair();
    const asked = ['one', 'two'].map((text) => Buffer.from(text));
    const signatures = await Promise.all(asked.map((data) => thread.sign(pair.privateKey, data)));
    expect(signatures).toEqual(asked.map((data) => sign(null, data, pair.privateKey)));
    expect(replaced).toEqual([]);
    await thread.stop();
    rmSync(folder, { recursive: true });
  });

  it('signs what it owed on the API thread when it stops, and the next signature starts another', async () => {
    const pair = keyPair();
    const data = Buffer.from('owed');
    const owed = signer.sign(pair.privateKey, data);
    await signer.stop();
    expect(replacedOnPurpose).toEqual([]);
    expect(verify(null, data, pair.publicKey, await owed)).toBe(true);
    const after = Buffer.from('after');
    expect(verify(null, after, pair.publicKey, await signer.sign(pair.privateKey, after))).toBe(true);
  });

  it('is replaced when it leaves signatures unanswered, and what it owed is signed all the same', async () => {
    const replaced: string[] = [];
    const hung = signingThread({
      code: 'setInterval(() => {}, 1000);',
      stallMs: 50,
      onReplaced: (why) => replaced.push(why),
    });
    const pair = keyPair();
    const asked = ['first', 'second'].map((text) => Buffer.from(text));
    const signatures = await Promise.all(asked.map((data) => hung.sign(pair.privateKey, data)));
    asked.forEach((data, i) => expect(verify(null, data, pair.publicKey, signatures[i]!)).toBe(true));
    const later = Buffer.from('later');
    expect(verify(null, later, pair.publicKey, await hung.sign(pair.privateKey, later))).toBe(true);
    // Each hung thread is told of once, for the operator's log.
    expect(replaced).toEqual([
      'left signatures unanswered for 50 ms (2 owed)',
      'left signatures unanswered for 50 ms (1 owed)',
    ]);
    await hung.stop();
  });

  it('refuses a key it cannot sign with, and goes on signing', async () => {
    const notEd25519 = generateKeyPairSync('x25519');
    await expect(signer.sign(notEd25519.privateKey, Buffer.from('x'))).rejects.toThrow(/could not be signed/);
    const pair = keyPair();
    const data = Buffer.from('still');
    expect(verify(null, data, pair.publicKey, await signer.sign(pair.privateKey, data))).toBe(true);
  });
});
