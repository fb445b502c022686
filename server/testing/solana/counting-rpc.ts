import type { SolanaRpc } from '../../chain/solana/rpc';

/**
 * An RPC that counts every method called (`calls`), for tests that hold a request to a budget of RPC
 * calls. While `busy.on`, it answers getSignaturesForAddress with 1,000 signatures for any address, as a
 * node does for a busy account (a mint, a program).
 */
export function countingRpc(rpc: SolanaRpc) {
  const calls: string[] = [];
  const busy = { on: false };
  const signatures = Array.from({ length: 1000 }, (_, n) => ({
    signature: `${n}`.padStart(88, '1'),
    slot: BigInt(n),
    err: null,
    memo: null,
    blockTime: null,
    confirmationStatus: 'finalized',
  }));
  const counted = new Proxy(rpc, {
    get(target, method: string) {
      const real = Reflect.get(target, method) as (...args: unknown[]) => { send: () => Promise<unknown> };
      return (...args: unknown[]) => {
        calls.push(method);
        if (method === 'getSignaturesForAddress' && busy.on) return { send: async () => signatures };
        return real.apply(target, args);
      };
    },
  });
  return {
    rpc: counted,
    calls,
    busy,
    count: (method: string) => calls.filter((call) => call === method).length,
  };
}
