/**
 * At most `limit` of one caller's money calls in flight from this process; the rest wait here, in
 * order. One member's calls all lock their wallet's row, so beyond a couple in flight the others only
 * wait in the database, each holding a pooled connection and woken at every commit to wait again.
 */
export function callerQueue(limit: number) {
  const callers = new Map<string, { running: number; waiting: (() => void)[] }>();
  return async <T>(caller: string, call: () => Promise<T>): Promise<T> => {
    let state = callers.get(caller);
    if (!state) {
      state = { running: 0, waiting: [] };
      callers.set(caller, state);
    }
    if (state.running >= limit) await new Promise<void>((resolve) => state.waiting.push(resolve));
    else state.running += 1;
    try {
      return await call();
    } finally {
      const next = state.waiting.shift();
      if (next) next();
      else {
        state.running -= 1;
        if (state.running === 0) callers.delete(caller);
      }
    }
  };
}
