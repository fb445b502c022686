/**
 * Group commit (issue 41): at most `inFlight` rounds of calls at the database at once; the calls made
 * meanwhile wait here and go together, up to `most` in a round, as soon as a round comes back. Idle, a
 * call waits only for the event loop's round of requests it came in with (setImmediate), so it goes
 * alone, or with the calls that arrived beside it; under load the rounds grow by themselves, and a
 * round's one transaction, one round trip and one commit are shared by all its calls.
 *
 * A round of one goes through `one`, as a plain call would. A round of many goes through `many`, which
 * answers each call in order, or fails as a whole (one transaction). When its error says nothing of the
 * round stayed (`rolledBack`), each of its calls then runs alone through `one`, so a failure is only its
 * own call's, whatever another sent; otherwise (a connection lost: it may have committed) each call
 * fails with it, as a call sent alone would have.
 *
 * A caller's calls (`callerOf`) are in one round at a time: those made while one of theirs is out wait
 * for the next, in order, and the calls behind them may go first. One member's calls all take their
 * wallet's lock, so two rounds of this process never wait on each other for it. A call `many` answers
 * `busy` (its caller's wallet held elsewhere: another instance, or a call hung with it) runs alone, to
 * wait there, while the round's others are answered; its caller's other calls of the round go back to
 * the front of the queue, and wait until it is done.
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
  /** The callers with a call out: in a round, or alone after a busy answer. */
  const out = new Set<string>();
  let running = 0;
  let scheduled = false;

  const alone = (waiting: Waiting) => one(waiting.call).then(waiting.resolve, waiting.reject);

  /** Answers a round's calls; the callers of busy ones, with those calls in order. */
  const answer = async (round: Waiting[]): Promise<Map<string, Waiting[]>> => {
    const held = new Map<string, Waiting[]>();
    const [first] = round;
    if (first && round.length === 1) {
      await alone(first);
      return held;
    }
    let answers: Answer[];
    try {
      answers = await many(round.map((waiting) => waiting.call));
    } catch (error) {
      if (rolledBack(error)) await Promise.all(round.map(alone));
      else for (const waiting of round) waiting.reject(error);
      return held;
    }
    round.forEach((waiting, at) => {
      const given = answers[at];
      if (at >= answers.length) waiting.reject(new Error('a round answered fewer calls than it was sent'));
      else if (busy(given as Answer))
        held.set(callerOf(waiting.call), [...(held.get(callerOf(waiting.call)) ?? []), waiting]);
      else waiting.resolve(given as Answer);
    });
    return held;
  };

  const send = async (round: Waiting[]) => {
    const held = await answer(round);
    for (const caller of new Set(round.map((waiting) => callerOf(waiting.call)))) {
      if (!held.has(caller)) out.delete(caller);
    }
    for (const [caller, [first, ...rest]] of held) {
      queue.unshift(...rest);
      if (first) {
        void alone(first).finally(() => {
          out.delete(caller);
          pump();
        });
      }
    }
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
      for (const waiting of round) out.add(callerOf(waiting.call));
      running += 1;
      void send(round).finally(() => {
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
