import { errorStatus, type ErrorBody, type ErrorCode } from '../../src/core/contract/common';
import { DepositRefusedError, ReferenceRefusedError, WithdrawalAddressError } from '../chain/chain-gateway';
import { LedgerError, refusalAnswer, type Refusal } from '../ledger/ledger-error';

/** A failure the API answers as API.md's JSON error; anything else becomes a plain 500. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  /** What else the answer says (API.md: 409 price_changed carries the current `price`). */
  readonly details: Pick<ErrorBody, 'price'>;

  constructor(
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
    details: Pick<ErrorBody, 'price'> = {},
  ) {
    super(message);
    this.status = errorStatus[code];
    this.code = code;
    this.fields = fields;
    this.details = details;
  }

  toBody(): ErrorBody {
    return { error: this.message, code: this.code, ...(this.fields ? { fields: this.fields } : {}), ...this.details };
  }
}

/** A money call's refusal as API.md's error (ledger-error.ts words it). */
export function refusalError(refusal: Refusal): HttpError {
  const answer = refusalAnswer(refusal);
  return new HttpError(answer.code, answer.message, undefined, answer.details);
}

/** The answer for a refusal the API knows (its own, the ledger's, the chain's); null for anything else (a 500). */
export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof LedgerError) return refusalError(error.refusal);
  if (error instanceof DepositRefusedError) return new HttpError('invalid_input', error.message);
  if (error instanceof ReferenceRefusedError)
    return new HttpError('invalid_input', error.message, { reference: error.message });
  if (error instanceof WithdrawalAddressError)
    return new HttpError('invalid_input', error.message, { address: error.message });
  return null;
}
