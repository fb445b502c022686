import type { LeaseFence } from '../jobs/job-fence';

/**
 * What the API needs from a chain: deposit addresses, reading a deposit by its hash, and sending
 * withdrawals. The development gateway records everything in the API's own database; a Solana RPC
 * gateway is the production one.
 */
export interface Deposit {
  hash: string;
  address: string;
  amountCents: number;
  creditedTo: number | null;
  /** Every account the transaction names (a crypto tip's Solana Pay reference is among them). */
  accounts: string[];
  /** When its block was made (ISO), if the chain says. */
  at: string | null;
}

/**
 * What `findDeposit` throws when something reached a deposit address but will not be credited (another
 * token, less than a cent, SOL, several addresses at once). Its message is for the member: the API
 * answers it as a 400.
 */
export class DepositRefusedError extends Error {
  override readonly name = 'DepositRefusedError';
}

/**
 * What `withdrawalFee` throws for an address no withdrawal may be paid to (a token account's, which no
 * wallet can spend from). Its message is for the member: the API answers it as a 400 at `address`.
 */
export class WithdrawalAddressError extends Error {
  override readonly name = 'WithdrawalAddressError';
}

/**
 * What the gateway throws for a Solana Pay reference it will not look up: a well-known account (a mint,
 * a program), one of the recipient's own addresses, an account that exists. A reference is a fresh key
 * that only its one payment names. The API answers it as a 400 at `reference`.
 */
export class ReferenceRefusedError extends Error {
  override readonly name = 'ReferenceRefusedError';
}

/** One withdrawal as the chain sees it. */
export interface WithdrawalOrder {
  /**
   * The withdrawal's random chain reference: the gateway pays one reference at most once, however often
   * it is asked, and refuses a reference it holds for another order (address or amount).
   */
  reference: string;
  address: string;
  /** What leaves the member's wallet; the address receives `amountCents - feeCents`. */
  amountCents: number;
  /**
   * The on-chain cost the member was charged (`withdrawalFee` when the withdrawal was made). The gateway
   * never spends more on an order than this: an order whose cost has grown since (the recipient closed
   * the token account its fee did not pay for) is refused unsent.
   */
  feeCents: number;
  /** ISO time after which the gateway never sends this order any more (a Solana blockhash expires too). */
  expiresAt: string;
}

/** The transfer that carried a Solana Pay reference. */
export interface ReferencedTransfer {
  signature: string;
  amountCents: number;
  /** When its block was made (ISO), if the chain says. */
  at: string | null;
}

/** What the chain says about an order now. `refused` is final and means nothing was or will be paid. */
export type WithdrawalState = { status: 'confirmed'; hash: string } | { status: 'refused' } | { status: 'pending' };

export interface ChainGateway {
  readonly name: 'development' | 'solana';
  /** A new deposit address for a member (a real gateway may record what it needs to spend from it later). */
  newAddress(): Promise<string>;
  /**
   * Async: a real chain is read over the network, and on PostgreSQL the database too. The API reads the
   * deposit before its crediting transaction, which is then what stops a second credit (the recharge row
   * with this hash), so markCredited runs after the commit and again on a later ask if it was missed.
   */
  findDeposit(hash: string): Promise<Deposit | null>;
  markCredited(hash: string, userId: number): Promise<void>;
  /**
   * Watches the issued deposit addresses: what arrived since the last look is recorded, and the recorded
   * deposits not yet credited are returned, oldest first, at most `limit` (the API credits them and
   * marks them). A bounded amount of work per call, so a job can call it every few seconds.
   */
  watchDeposits(limit: number): Promise<Deposit[]>;
  /**
   * Optional (the Solana gateway has it): moves the USDC credited at a deposit address to the hot wallet,
   * which pays the network fee. 'pending' while a sweep is on its way (ask again later), 'done' when
   * nothing credited is left to move. Never moves a deposit twice, nor one not credited yet. Run by a
   * job, it records and sends a sweep only under the job's lease (`fence`: docs/jobs.md).
   */
  sweep?(address: string, fence?: LeaseFence): Promise<'pending' | 'done'>;
  /** With `sweep`: the addresses holding credited USDC that no sweep is moving yet (a bounded number). */
  sweepsDue?(): Promise<string[]>;
  /** Uncredited deposits waiting at an address. */
  pendingAt(address: string): Promise<number>;
  /**
   * What paying a withdrawal to `address` costs on the chain now, in whole cents rounded up: the network
   * fee, and the rent of a token account the payment must open. The member pays it out of the amount, so
   * no withdrawal costs the platform anything. Throws WithdrawalAddressError for an address that must not
   * be paid.
   */
  withdrawalFee(address: string): Promise<number>;
  /**
   * Sends a withdrawal, or, for a reference it has seen, reports on the order it already holds: asking
   * again never pays twice. An order not sent by `expiresAt` is refused for good. Rejects when the chain
   * cannot be reached; the API then asks again later.
   */
  sendWithdrawal(order: WithdrawalOrder): Promise<WithdrawalState>;
  /**
   * Optional (the Solana gateway has it): a settled, successful transfer of the gateway's USDC to a token
   * account owned by `recipientOwner` that carries `reference` among its account keys (Solana Pay's
   * reference), with the amount received in whole cents (rounded down); null while there is none. For
   * confirming a crypto tip paid from the reader's own wallet. A handful of reads at most, however busy
   * the reference: throws ReferenceRefusedError for one that is no fresh key (checkReference). With
   * `notBefore` (ISO), a transfer made before then is passed over: it was not made for this reference's tip.
   */
  findTransferByReference?(
    reference: string,
    recipientOwner: string,
    notBefore?: string,
  ): Promise<ReferencedTransfer | null>;
  /** Throws ReferenceRefusedError unless `reference` can be a fresh Solana Pay reference for this recipient. */
  checkReference?(reference: string, recipientOwner: string): Promise<void>;
}
