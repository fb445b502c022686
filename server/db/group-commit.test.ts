// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit';

/** `one` and `many` that each wait until `finish()`; `log` records what was sent, as it was sent. */
function database(failMany: Error | null = null, heldOnce: number[] = []) {
  const log: string[] = [];
  const pending: (() => void)[] = [];
  const later = <T>(value: () => T) =>
    new Promise<T>((resolve, reject) =>
      pending.push(() => {
        try {
          resolve(value());
        } catch (error) {
          reject(error as Error);
        }
      }),
    );
  const one = (call: number) => {
    log.push(`one ${call}`);
    return later(() => {
      if (call < 0) throw new Error(`refused ${call}`);
      return call * 10;
    });
  };
  const many = (calls: number[]) => {
    log.push(`many ${calls.join(',')}`);
    return later(() => {
      if (failMany) throw failMany;
      // A held call answers busy (-1) the first time a round carries it.
      return calls.map((call) =>
        heldOnce.includes(call) && heldOnce.splice(heldOnce.indexOf(call), 1) ? -1 : call * 10,
      );
    });
  };
  /** Lets every call sent so far answer, then lets what that sends go out. */
  const finish = async () => {
    for (const next of pending.splice(0)) next();
    await new Promise((resolve) => setImmediate(resolve));
  };
  const waiting = (calls: number[]) => {
    log.push(`waiting ${calls.join(',')}`);
    return later(() => calls.map((call) => call * 10));
  };
  return { log, one, many, waiting, finish };
}

/** A round refused as a whole says so; any other failure (a connection lost) leaves it unknown. */
const rolledBack = (error: unknown) => error instanceof Error && error.message === 'refused';

/** Each call is its own caller's, unless a test says otherwise; -1 is a busy answer. */
const callerOf = (call: number) => String(call);
const byParity = (call: number) => (call % 2 === 0 ? 'even' : 'odd');
const busy = (answer: number) => answer === -1;
const waitedOut = (error: unknown) => error instanceof Error && error.message === 'lock timeout';
const options = { inFlight: 2, most: 10, rolledBack, waitedOut, callerOf, busy };

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('groupCommit', () => {
  it('sends a call made alone as a round of one', async () => {
    const db = database();
    const call = groupCommit(db.one, db.many, db.waiting, options);
    const answer = call(3);
    await tick();
    expect(db.log).toEqual(['many 3']);
    await db.finish();
    await expect(answer).resolves.toBe(30);
  });

  it('sends the calls of one round of the event loop together, each answered in its place', async () => {
    const db = database();
    const call = groupCommit(db.one, db.many, db.waiting, options);
    const answers = [call(1), call(2), call(3)];
    await tick();
    expect(db.log).toEqual(['many 1,2,3']);
    await db.finish();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30]);
  });

  it('holds the calls made while `inFlight` rounds are out, then sends them in rounds of at most `most`', async () => {
    const db = database();
    const call = groupCommit(db.one, db.many, db.waiting, { ...options, inFlight: 1, most: 2 });
    const answers = [call(1)];
    await tick();
    answers.push(call(2), call(3), call(4));
    await tick();
    expect(db.log).toEqual(['many 1']);
    await db.finish();
    expect(db.log).toEqual(['many 1', 'many 2,3']);
    await db.finish();
    expect(db.log).toEqual(['many 1', 'many 2,3', 'many 4']);
    await db.finish();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 40]);
  });

  it('keeps a caller’s calls to one round at a time, and lets other callers’ calls go meanwhile', async () => {
    const db = database();
    const call = groupCommit(db.one, db.many, db.waiting, { ...options, callerOf: byParity });
    const answers = [call(1)];
    await tick();
    answers.push(call(3), call(2), call(5));
    await tick();
    expect(db.log).toEqual(['many 1', 'many 2']);
    await db.finish();
    expect(db.log).toEqual(['many 1', 'many 2', 'many 3,5']);
    await db.finish();
    await expect(Promise.all(answers)).resolves.toEqual([10, 30, 20, 50]);
  });

  it('sends a caller’s calls answered busy together again, waiting, and answers the rest of the round', async () => {
    const db = database(null, [3, 5]);
    const call = groupCommit(db.one, db.many, db.waiting, { ...options, callerOf: byParity });
    const answers = [call(2), call(3), call(5)];
    await tick();
    await db.finish();
    expect(db.log).toEqual(['many 2,3,5', 'waiting 3,5']);
    await expect(answers[0]).resolves.toBe(20);
    answers.push(call(7), call(4));
    await tick();
    expect(db.log).toEqual(['many 2,3,5', 'waiting 3,5', 'many 4']);
    await db.finish();
    expect(db.log).toEqual(['many 2,3,5', 'waiting 3,5', 'many 4', 'many 7']);
    await db.finish();
    await expect(Promise.all(answers)).resolves.toEqual([20, 30, 50, 70, 40]);
  });

  it('sends a single busy call alone, holding no round’s place: the next round goes meanwhile', async () => {
    const db = database(null, [1]);
    const call = groupCommit(db.one, db.many, db.waiting, { ...options, inFlight: 1 });
    const answers = [call(1)];
    await tick();
    await db.finish();
    expect(db.log).toEqual(['many 1', 'one 1']);
    answers.push(call(2));
    await tick();
    expect(db.log).toEqual(['many 1', 'one 1', 'many 2']);
    await db.finish();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20]);
  });

  it('runs each call of a failed round alone, one caller’s in turn, so a failure is only its own call’s', async () => {
    const db = database(new Error('refused'));
    const call = groupCommit(db.one, db.many, db.waiting, { ...options, callerOf: byParity });
    const answers = [call(1), call(-2), call(3)].map((answer) => answer.catch((error: Error) => error.message));
    await tick();
    await db.finish();
    expect(db.log).toEqual(['many 1,-2,3', 'one 1', 'one -2']);
    await db.finish();
    expect(db.log).toEqual(['many 1,-2,3', 'one 1', 'one -2', 'one 3']);
    await db.finish();
    await expect(Promise.all(answers)).resolves.toEqual([10, 'refused -2', 30]);
  });

  it('fails each call of a round whose failure leaves unknown whether it committed, and runs none again', async () => {
    const db = database(new Error('connection lost'));
    const call = groupCommit(db.one, db.many, db.waiting, options);
    const answers = [call(1), call(2)].map((answer) => answer.catch((error: Error) => error.message));
    await tick();
    await db.finish();
    await expect(Promise.all(answers)).resolves.toEqual(['connection lost', 'connection lost']);
    expect(db.log).toEqual(['many 1,2']);
  });

  it('settles every call of a round that came back, even one whose answer cannot be read, and goes on', async () => {
    const db = database();
    let unreadable = true;
    const call = groupCommit(db.one, db.many, db.waiting, {
      ...options,
      busy: (answer) => {
        if (answer === 20 && unreadable) throw new Error('unreadable');
        return false;
      },
    });
    const answers = [call(1), call(2)].map((answer) => answer.catch((error: Error) => error.message));
    await tick();
    await db.finish();
    await expect(Promise.all(answers)).resolves.toEqual([10, 'unreadable']);
    unreadable = false;
    const again = call(2);
    await tick();
    await db.finish();
    await expect(again).resolves.toBe(20);
  });

  it('fails a busy caller’s calls that waited together their whole time, rather than wait again alone', async () => {
    const db = database(null, [3, 5]);
    const waiting = (calls: number[]) => {
      db.log.push(`waiting ${calls.join(',')}`);
      return Promise.reject(new Error('lock timeout'));
    };
    const rolledBackToo = (error: unknown) => rolledBack(error) || waitedOut(error);
    const call = groupCommit(db.one, db.many, waiting, { ...options, rolledBack: rolledBackToo, callerOf: byParity });
    const answers = [call(3), call(5)].map((answer) => answer.catch((error: Error) => error.message));
    await tick();
    await db.finish();
    await expect(Promise.all(answers)).resolves.toEqual(['lock timeout', 'lock timeout']);
    expect(db.log).toEqual(['many 3,5', 'waiting 3,5']);
  });

  it('refuses to be made with no round or a round of no call', () => {
    const db = database();
    expect(() => groupCommit(db.one, db.many, db.waiting, { ...options, inFlight: 0 })).toThrow();
    expect(() => groupCommit(db.one, db.many, db.waiting, { ...options, most: 0 })).toThrow();
  });
});
