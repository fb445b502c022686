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
}

export interface ChainGateway {
  readonly name: 'development' | 'solana';
  newAddress(): string;
  /** Synchronous so it can run inside the crediting database transaction. */
  findDeposit(hash: string): Deposit | null;
  markCredited(hash: string, userId: number): void;
  /** Uncredited deposits waiting at an address. */
  pendingAt(address: string): number;
  /** Sends a withdrawal; resolves with its hash, or rejects when the chain refuses it. */
  sendWithdrawal(address: string, amountCents: number): Promise<string>;
}
