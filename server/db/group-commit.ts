/**
 * Group commit (issue 41): at most `inFlight` rounds of calls at the database at once; the calls made
 * meanwhile wait here and go together, up to `most` in a round, as soon as a round comes back. Idle, a
 * call waits only for the event loop's round of requests it came in with (setImmediate), so it goes
 * alone, or with the calls that arrived beside it; under load the rounds grow by themselves, and a
 * round's one transaction, one round trip and one commit are shared by all its calls.
 *
 * A round goes through `many`, which answers each call in order, or fails as a whole (one transaction).
 * When its error says nothing of the round stayed (`rolledBack`), its calls then run alone through
 * `one`, so a failure is only its own call's, whatever another sent; otherwise (a connection lost: it
 * may have committed) each call fails with it, as a call sent alone would have, and none runs again.
 *
 * A caller's calls (`callerOf`) are in one round at a time: those made while one of theirs is out wait
 * for the next, in order, and the calls behind them may go first. One member's calls all take their
 * wallet's lock, so two rounds of this process never wait on each other for it. A call `many` answers
 * `busy` (its caller's wallet held elsewhere: another instance, or a call hung with it) runs alone, to
 * wait there, and its caller's other calls of the round go back to the front of the queue until it is
 * done. A call that runs alone holds no round's place: only its caller waits for it.
 */
export function groupCommit<Call, Answer>(
  one: (call: Call) => Promise<Answer>,
  many: (calls: Call[]) => Promise<Answer[]>,
  options: {
    inFlight: number;
    most: number;
    rolledBack: (error: unknown) => boolean;
    callerOf: (call: Call) => string;
    busy: (answer: Answer) => boolean;
  },
): (call: Call) => Promise<Answer> {
  type Waiting = { call: Call; resolve: (answer: Answer) => void; reject: (error: unknown) => void };
  const { inFlight, most, rolledBack, callerOf, busy } = options;
  let queue: Waiting[] = [];
  /** The callers with a call out: in a round, or running alone. */
  const out = new Set<string>();
  let running = 0;
  let scheduled = false;

  const byCaller = (calls: Waiting[]) => {
    const callers = new Map<string, Waiting[]>();
    for (const waiting of calls) {
      const caller = callerOf(waiting.call);
      callers.set(caller, [...(callers.get(caller) ?? []), waiting]);
    }
    return callers;
  };

  /** Runs one caller's `calls` alone, one after another, then lets the caller's next calls go. */
  const aloneInTurn = (caller: string, calls: Waiting[]) =>
    void (async () => {
      for (const waiting of calls) await one(waiting.call).then(waiting.resolve, waiting.reject);
    })().finally(() => {
      out.delete(caller);
      pump();
    });

  /** Sends a round and settles each call it answered; the calls to run alone, by caller. */
  const send = async (round: Waiting[]): Promise<Map<string, Waiting[]>> => {
    let answers: Answer[];
    try {
      answers = await many(round.map((waiting) => waiting.call));
    } catch (error) {
      if (rolledBack(error)) return byCaller(round);
      for (const waiting of round) waiting.reject(error);
      return new Map();
    }
    const held: Waiting[] = [];
    round.forEach((waiting, at) => {
      // The round has committed: every call is settled here, whatever its answer.
      try {
        if (at >= answers.length) throw new Error('a round answered fewer calls than it was sent');
        const answer = answers[at] as Answer;
        if (busy(answer)) held.push(waiting);
        else waiting.resolve(answer);
      } catch (error) {
        waiting.reject(error);
      }
    });
    const alone = new Map<string, Waiting[]>();
    for (const [caller, [first, ...rest]] of byCaller(held)) {
      if (first) alone.set(caller, [first]);
      queue.unshift(...rest);
    }
    return alone;
  };

  /** The next round: the first `most` waiting calls of callers with none out, taken from the queue. */
  const nextRound = () => {
    const round: Waiting[] = [];
    const rest: Waiting[] = [];
    for (const waiting of queue) {
      if (round.length < most && !out.has(callerOf(waiting.call))) round.push(waiting);
      else rest.push(waiting);
    }
    queue = rest;
    return round;
  };

  const pump = () => {
    while (running < inFlight) {
      const round = nextRound();
      if (round.length === 0) return;
      const callers = new Set(round.map((waiting) => callerOf(waiting.call)));
      for (const caller of callers) out.add(caller);
      running += 1;
      void send(round)
        .catch((error: unknown) => {
          for (const waiting of round) waiting.reject(error);
          return new Map<string, Waiting[]>();
        })
        .then((alone) => {
          for (const caller of callers) if (!alone.has(caller)) out.delete(caller);
          for (const [caller, calls] of alone) aloneInTurn(caller, calls);
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
