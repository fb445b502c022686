/**
 * Group commit (issue 41): at most `inFlight` rounds of calls at the database at once; the calls made
 * meanwhile wait here and go together, up to `most` in a round, as soon as a round comes back. Idle, a
 * call waits only for the event loop's round of requests it came in with (setImmediate), so it goes
 * alone, or with the calls that arrived beside it; under load the rounds grow by themselves, and a
 * round's one transaction, one round trip and one commit are shared by all its calls.
 *
 * A round goes through `many`, which answers each call in order, or fails as a whole (one transaction).
 * When its error says nothing of the round stayed (`rolledBack`), its calls then run alone through
 * `one`, one caller's in turn, so a failure is only its own call's, whatever another sent; otherwise (a
 * connection lost: it may have committed) each call fails with it, as a call sent alone would have, and
 * none runs again.
 *
 * A caller's calls (`callerOf`) are in one round at a time: those made while one of theirs is out wait
 * for the next, in order, and the calls behind them may go first. One member's calls all take their
 * wallet's lock, so two rounds of this process never wait on each other for it. The calls `many`
 * answers `busy` (their caller's wallet held elsewhere: another instance's round, or a call hung with
 * it) go again together, through `waiting`: one transaction of that caller's calls alone, which waits
 * there for what they need (a single call goes through `one`); if they waited their whole time
 * (`waitedOut`), each fails with it rather than wait again alone. Calls that wait, or run alone, hold no
 * round's place: only their caller's next calls wait for them.
 */
export function groupCommit<Call, Answer>(
  one: (call: Call) => Promise<Answer>,
  many: (calls: Call[]) => Promise<Answer[]>,
  waiting: (calls: Call[]) => Promise<Answer[]>,
  options: {
    inFlight: number;
    most: number;
    rolledBack: (error: unknown) => boolean;
    /** The calls waited their whole time for what another holds (alone, they would wait again). */
    waitedOut: (error: unknown) => boolean;
    callerOf: (call: Call) => string;
    busy: (answer: Answer) => boolean;
  },
): (call: Call) => Promise<Answer> {
  type Waiting = { call: Call; resolve: (answer: Answer) => void; reject: (error: unknown) => void };
  /** What is left to do for each caller once a round is back, outside the round's place. */
  type Later = Map<string, () => Promise<void>>;
  const { inFlight, most, rolledBack, waitedOut, callerOf, busy } = options;
  if (!(inFlight >= 1 && most >= 1)) throw new Error('groupCommit needs a round at least, of one call at least');
  let queue: Waiting[] = [];
  /** The callers with a call out: in a round, waiting, or running alone. */
  const out = new Set<string>();
  let running = 0;
  let scheduled = false;

  const byCaller = (calls: Waiting[]) => {
    const callers = new Map<string, Waiting[]>();
    for (const call of calls) {
      const caller = callerOf(call.call);
      callers.set(caller, [...(callers.get(caller) ?? []), call]);
    }
    return callers;
  };

  const alone = (call: Waiting) => one(call.call).then(call.resolve, call.reject);

  /** Runs one caller's `calls` alone, one after another. */
  const aloneInTurn = async (calls: Waiting[]) => {
    for (const call of calls) await alone(call);
  };

  /**
   * Sends `calls` with `send`, one transaction, and settles each call it answered. Left to do: a busy
   * caller's calls, together again, waiting; or, when a failure rolled everything back, each call alone.
   */
  const settle = async (calls: Waiting[], send: (calls: Call[]) => Promise<Answer[]>): Promise<Later> => {
    const later: Later = new Map();
    let answers: Answer[];
    try {
      answers = await send(calls.map((call) => call.call));
    } catch (error) {
      const again = rolledBack(error) && !(send === waiting && waitedOut(error));
      if (again) for (const [caller, mine] of byCaller(calls)) later.set(caller, () => aloneInTurn(mine));
      else for (const call of calls) call.reject(error);
      return later;
    }
    const held: Waiting[] = [];
    calls.forEach((call, at) => {
      // The round has committed: every call is settled here, whatever its answer.
      try {
        if (at >= answers.length) throw new Error('a round answered fewer calls than it was sent');
        const answer = answers[at] as Answer;
        if (!busy(answer)) call.resolve(answer);
        else if (send === many) held.push(call);
        else throw new Error('a caller’s calls answered busy while they waited');
      } catch (error) {
        call.reject(error);
      }
    });
    for (const [caller, mine] of byCaller(held)) later.set(caller, () => together(mine));
    return later;
  };

  /** A busy caller's calls, together in one transaction that waits for what they need; one goes alone. */
  const together = async (calls: Waiting[]): Promise<void> => {
    const [first] = calls;
    if (first && calls.length === 1) return alone(first);
    for (const work of (await settle(calls, waiting)).values()) await work();
  };

  /** The next round: the first `most` waiting calls of callers with none out, taken from the queue. */
  const nextRound = () => {
    const round: Waiting[] = [];
    const rest: Waiting[] = [];
    for (const call of queue) {
      if (round.length < most && !out.has(callerOf(call.call))) round.push(call);
      else rest.push(call);
    }
    queue = rest;
    return round;
  };

  const pump = () => {
    while (running < inFlight) {
      const round = nextRound();
      if (round.length === 0) return;
      const callers = new Set(round.map((call) => callerOf(call.call)));
      for (const caller of callers) out.add(caller);
      running += 1;
      void settle(round, many)
        .catch((error: unknown) => {
          for (const call of round) call.reject(error);
          return new Map() as Later;
        })
        .then((later) => {
          for (const caller of callers) if (!later.has(caller)) out.delete(caller);
          for (const [caller, work] of later) {
            void work()
              .catch(() => {})
              .finally(() => {
                out.delete(caller);
                pump();
              });
          }
        })
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  };

  return (call) =>
    new Promise<Answer>((resolve, reject) => {
      queue.push({ call, resolve, reject });
      if (!scheduled && running < inFlight) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          pump();
        });
      }
    });
}
