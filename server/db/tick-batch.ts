/**
 * Gathers the keys asked for while the event loop takes in a round of requests, and loads them with one
 * query once that round is done (setImmediate runs after the loop's I/O callbacks and their promises):
 * under load, one statement and one round trip answer many requests, where each would send its own
 * (issue 41: on PostgreSQL a lookup's two socket writes were 40% of the API's CPU). Every query is sent
 * after the requests it answers arrived, so an answer is never older than its request. A round of one
 * key loads it alone (`loadOne`), as a plain query would, and so does each key of a round whose load
 * failed; a round holds at most `most` keys.
 */
export function tickBatch<Key, Value>(
  loadOne: (key: Key) => Promise<Value | undefined>,
  loadMany: (keys: Key[]) => Promise<Map<Key, Value>>,
  most = 200,
): (key: Key) => Promise<Value | undefined> {
  type Caller = { resolve: (value: Value | undefined) => void; reject: (error: unknown) => void };
  let waiting: Map<Key, Caller[]> | null = null;

  const settle = (callers: Caller[], answer: Promise<Value | undefined>) =>
    answer.then(
      (value) => callers.forEach((caller) => caller.resolve(value)),
      (error: unknown) => callers.forEach((caller) => caller.reject(error)),
    );

  const flush = async (round: NonNullable<typeof waiting>) => {
    if (round.size > 1) {
      try {
        const found = await loadMany([...round.keys()]);
        for (const [key, callers] of round) for (const caller of callers) caller.resolve(found.get(key));
        return;
      } catch {
        // One key can fail a whole round (a NUL byte PostgreSQL refuses in text): each key is then
        // loaded alone, so a failure is only its own caller's, whatever another request sent.
      }
    }
    await Promise.all([...round].map(([key, callers]) => settle(callers, loadOne(key))));
  };

  return (key) =>
    new Promise((resolve, reject) => {
      if (!waiting || waiting.size >= most) {
        const round = new Map<Key, Caller[]>();
        waiting = round;
        setImmediate(() => {
          if (waiting === round) waiting = null;
          void flush(round);
        });
      }
      const callers = waiting.get(key);
      if (callers) callers.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
    });
}
