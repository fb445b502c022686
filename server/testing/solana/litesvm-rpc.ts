import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Address,
  type Signature,
} from '@solana/kit';
import { FailedTransactionMetadata, type LiteSVM } from 'litesvm';
import type { SolanaRpc } from '../../chain/solana/rpc';

interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: { amount: string; decimals: number; uiAmount: null; uiAmountString: string };
}

interface Landed {
  signature: string;
  slot: bigint;
  wire: Uint8Array;
  keys: string[];
  header: { numRequiredSignatures: number; numReadonlySignedAccounts: number; numReadonlyUnsignedAccounts: number };
  instructions: { programIdIndex: number; accounts: number[]; data: string }[];
  blockhash: string;
  err: unknown;
  preBalances: bigint[];
  postBalances: bigint[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  finalized: boolean;
  /** Unix seconds: the chain's clock when it landed. */
  blockTime: bigint;
}

/**
 * The RPC methods the gateway calls, answered by LiteSVM (the real Solana runtime and SPL programs, in
 * process), in the shape @solana/kit's Rpc returns them: the gateway under test runs its production
 * code. LiteSVM keeps no ledger, so this keeps one: each landed transaction with the balances before and
 * after it, as an RPC node's getTransaction reports them. `chain` plays the network's misbehaviour.
 * LiteSVM knows one blockhash at a time, so it runs with its blockhash check off and this keeps each
 * blockhash's last valid block height, as a cluster does (`new LiteSVM().withBlockhashCheck(false)`).
 */
export function createLiteSvmRpc(svm: LiteSVM) {
  const landed = new Map<string, Landed>();
  const validUntil = new Map<string, bigint>();
  const latestBlockhash = () => {
    const blockhash = svm.latestBlockhash();
    const lastValidBlockHeight = validUntil.get(blockhash) ?? chain.blockHeight + 150n;
    validUntil.set(blockhash, lastValidBlockHeight);
    return { blockhash, lastValidBlockHeight };
  };
  const chain = {
    /** Sends are accepted and answered with their signature, but never reach a leader (a lost packet, a crash). */
    dropSends: false,
    /** New transactions stay at `confirmed` until finalizeAll(). */
    holdFinality: false,
    blockHeight: 1_000n,
    /** The cluster's clock, which block times come from (a test may set it back to play an old transfer). */
    now: () => Date.now(),
    /** A block passes: a new latest blockhash, and earlier ones still valid (for 150 blocks each). */
    newBlockhash() {
      svm.expireBlockhash();
      chain.blockHeight += 1n;
    },
    /** The block height passes every blockhash given out so far: none of them can land any more. */
    expireBlockhash() {
      svm.expireBlockhash();
      chain.blockHeight += 151n;
    },
    finalizeAll() {
      for (const tx of landed.values()) tx.finalized = true;
    },
    landed: (signature: string) => landed.has(signature),
  };

  const decimalsOf = (mint: Address) => {
    const account = svm.getAccount(mint);
    return account.exists ? getMintDecoder().decode(account.data).decimals : 0;
  };
  const snapshot = (keys: string[]) => {
    const lamports: bigint[] = [];
    const tokens: TokenBalance[] = [];
    keys.forEach((key, accountIndex) => {
      const account = svm.getAccount(key as Address);
      lamports.push(account.exists ? account.lamports : 0n);
      if (!account.exists || account.programAddress !== TOKEN_PROGRAM_ADDRESS || account.data.length !== 165) return;
      const token = getTokenDecoder().decode(account.data);
      const decimals = decimalsOf(token.mint);
      tokens.push({
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: TOKEN_PROGRAM_ADDRESS,
        uiTokenAmount: { amount: token.amount.toString(), decimals, uiAmount: null, uiAmountString: '' },
      });
    });
    return { lamports, tokens };
  };
  const settledAt = (tx: Landed, commitment: string | undefined) => tx.finalized || commitment === 'confirmed';
  const answer = <T>(value: () => T) => ({ send: async () => value() });
  const context = () => ({ slot: svm.getClock().slot });

  function send(wireBase64: string, skipPreflight: boolean): string {
    const wire = Uint8Array.from(getBase64Encoder().encode(wireBase64));
    const tx = getTransactionDecoder().decode(wire);
    const message = getCompiledTransactionMessageDecoder().decode(tx.messageBytes);
    const keys = message.staticAccounts.map(String);
    const signatureBytes = Object.values(tx.signatures)[0];
    if (!signatureBytes) throw new Error('unsigned transaction');
    const signature = getBase58Decoder().decode(signatureBytes);
    if (chain.dropSends || landed.has(signature)) return signature;
    const validTo = validUntil.get(message.lifetimeToken);
    if (validTo === undefined || chain.blockHeight > validTo) {
      if (skipPreflight) return signature; // dropped by every leader
      throw new Error('Transaction simulation failed: Blockhash not found');
    }
    if (!skipPreflight) {
      const simulated = svm.simulateTransaction(tx);
      if (simulated instanceof FailedTransactionMetadata) {
        throw new Error(`Transaction simulation failed: ${simulated.err().toString()}`);
      }
    }
    const before = snapshot(keys);
    const result = svm.sendTransaction(tx);
    let err: unknown = null;
    if (result instanceof FailedTransactionMetadata) {
      const failure = result.err() as { index?: number; err?: () => unknown };
      // Only an instruction's failure lands (and pays its fee); a bad blockhash or signature never does.
      if (typeof failure.index !== 'number' || typeof failure.err !== 'function') return signature;
      err = { InstructionError: [failure.index, String(failure.err())] };
    }
    const after = snapshot(keys);
    landed.set(signature, {
      signature,
      slot: svm.getClock().slot,
      wire,
      keys,
      header: {
        numRequiredSignatures: message.header.numSignerAccounts,
        numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
        numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
      },
      instructions: ('instructions' in message ? message.instructions : []).map((ix) => ({
        programIdIndex: ix.programAddressIndex,
        accounts: [...(ix.accountIndices ?? [])],
        data: getBase58Decoder().decode(ix.data ?? new Uint8Array()),
      })),
      blockhash: message.lifetimeToken,
      err,
      preBalances: before.lamports,
      postBalances: after.lamports,
      preTokenBalances: before.tokens,
      postTokenBalances: after.tokens,
      finalized: !chain.holdFinality,
      blockTime: BigInt(Math.floor(chain.now() / 1000)),
    });
    return signature;
  }

  const accountInfo = (address: Address) => {
    const account = svm.getAccount(address);
    return account.exists
      ? {
          data: [getBase64Decoder().decode(account.data), 'base64'],
          executable: account.executable,
          lamports: account.lamports,
          owner: account.programAddress,
          rentEpoch: 0n,
          space: BigInt(account.data.length),
        }
      : null;
  };

  const rpc = {
    getAccountInfo: (address: Address) => answer(() => ({ context: context(), value: accountInfo(address) })),
    getMultipleAccounts: (addresses: Address[]) =>
      answer(() => ({ context: context(), value: addresses.map((address) => accountInfo(address)) })),
    getBalance: (address: Address) => answer(() => ({ context: context(), value: svm.getBalance(address) ?? 0n })),
    getBlockHeight: () => answer(() => chain.blockHeight),
    getLatestBlockhash: () =>
      answer(() => ({
        context: context(),
        value: latestBlockhash(),
      })),
    getMinimumBalanceForRentExemption: (space: bigint) => answer(() => svm.minimumBalanceForRentExemption(space)),
    // Newest first, as a node answers: `until` ends the list before that signature, `before` starts it
    // after that one, `limit` caps it (1,000 by default).
    getSignaturesForAddress: (
      address: Address,
      config?: { commitment?: string; until?: string; before?: string; limit?: number },
    ) =>
      answer(() => {
        const newestFirst = [...landed.values()]
          .filter((tx) => tx.keys.includes(address) && settledAt(tx, config?.commitment))
          .reverse();
        const from = config?.before ? newestFirst.findIndex((tx) => tx.signature === config.before) + 1 : 0;
        const to = config?.until ? newestFirst.findIndex((tx) => tx.signature === config.until) : -1;
        return newestFirst
          .slice(from, to === -1 ? undefined : to)
          .slice(0, config?.limit ?? 1000)
          .map((tx) => ({
            signature: tx.signature,
            slot: tx.slot,
            err: tx.err,
            memo: null,
            blockTime: tx.blockTime,
            confirmationStatus: tx.finalized ? 'finalized' : 'confirmed',
          }));
      }),
    getSignatureStatuses: (signatures: Signature[]) =>
      answer(() => ({
        context: context(),
        value: signatures.map((signature) => {
          const tx = landed.get(signature);
          if (!tx) return null;
          const confirmationStatus = tx.finalized ? 'finalized' : 'confirmed';
          return {
            slot: tx.slot,
            confirmations: null,
            err: tx.err,
            confirmationStatus,
            status: tx.err ? { Err: tx.err } : { Ok: null },
          };
        }),
      })),
    getTransaction: (signature: Signature, config?: { commitment?: string }) =>
      answer(() => {
        const tx = landed.get(signature);
        if (!tx || !settledAt(tx, config?.commitment)) return null;
        return {
          slot: tx.slot,
          blockTime: tx.blockTime,
          version: 0,
          transaction: {
            signatures: [tx.signature],
            message: {
              accountKeys: tx.keys,
              header: tx.header,
              instructions: tx.instructions,
              recentBlockhash: tx.blockhash,
              addressTableLookups: [],
            },
          },
          meta: {
            err: tx.err,
            status: tx.err ? { Err: tx.err } : { Ok: null },
            fee: 5000n,
            preBalances: tx.preBalances,
            postBalances: tx.postBalances,
            preTokenBalances: tx.preTokenBalances,
            postTokenBalances: tx.postTokenBalances,
            innerInstructions: [],
            logMessages: [],
            rewards: [],
            loadedAddresses: { writable: [], readonly: [] },
          },
        };
      }),
    sendTransaction: (wire: string, config?: { skipPreflight?: boolean }) =>
      answer(() => send(wire, config?.skipPreflight ?? false)),
  };
  // The answers above have the shapes kit's Rpc declares for these calls; TypeScript cannot follow its
  // overloads (getTransaction's answer depends on the encoding asked for), hence the one cast.
  return { rpc: rpc as unknown as SolanaRpc, chain };
}
export type LiteSvmChain = ReturnType<typeof createLiteSvmRpc>['chain'];
