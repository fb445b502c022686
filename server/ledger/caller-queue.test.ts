// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callerQueue } from './caller-queue';

/** A call that runs until `finish` is called with its name; `log` records starts and ends. */
function calls() {
  const log: string[] = [];
  const finishers = new Map<string, () => void>();
  const call =
    (name: string, fail = false) =>
    () =>
      new Promise<string>((resolve, reject) => {
        log.push(`start ${name}`);
        finishers.set(name, () => {
          log.push(`end ${name}`);
          if (fail) reject(new Error(name));
          else resolve(name);
        });
      });
  const finish = async (name: string) => {
    finishers.get(name)?.();
    // Lets the queue start what waited.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { log, call, finish };
}

describe('callerQueue', () => {
  it("runs at most `limit` of one caller's calls at once, the rest in order as each ends", async () => {
    const inTurn = callerQueue(2);
    const { log, call, finish } = calls();
    const answers = ['a1', 'a2', 'a3', 'a4'].map((name) => inTurn('a', call(name)));
    await finish('none');
    expect(log).toEqual(['start a1', 'start a2']);
    await finish('a2');
    expect(log).toEqual(['start a1', 'start a2', 'end a2', 'start a3']);
    await finish('a1');
    await finish('a3');
    await finish('a4');
    expect(await Promise.all(answers)).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(log.filter((line) => line.startsWith('start'))).toEqual(['start a1', 'start a2', 'start a3', 'start a4']);
  });

  it('never holds one caller behind another', async () => {
    const inTurn = callerQueue(1);
    const { log, call, finish } = calls();
    void inTurn('a', call('a1'));
    void inTurn('a', call('a2'));
    const b = inTurn('b', call('b1'));
    await finish('none');
    expect(log).toEqual(['start a1', 'start b1']);
    await finish('b1');
    expect(await b).toBe('b1');
    await finish('a1');
    expect(log).toContain('start a2');
    await finish('a2');
  });

  it('gives a failed call its error and still starts the next', async () => {
    const inTurn = callerQueue(1);
    const { log, call, finish } = calls();
    const failed = inTurn('a', call('a1', true)).catch((error: Error) => `failed ${error.message}`);
    const next = inTurn('a', call('a2'));
    await finish('a1');
    expect(await failed).toBe('failed a1');
    expect(log).toContain('start a2');
    await finish('a2');
    expect(await next).toBe('a2');
  });
});
