/** Why the ledger refused a money move. The HTTP layer maps each code to API.md's error (http/http-error.ts). */
export type LedgerErrorCode = 'insufficient_balance' | 'daily_limit' | 'connection_ended';

/** A rule of the ledger saying no; nothing the move wrote is kept. */
export class LedgerError extends Error {
  readonly code: LedgerErrorCode;

  constructor(code: LedgerErrorCode, message: string) {
    super(message);
    this.name = 'LedgerError';
    this.code = code;
  }
}
