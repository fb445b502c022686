import { errorStatus, type ErrorBody, type ErrorCode } from '../../src/core/contract/common';

/** A failure the API answers as API.md's JSON error; anything else becomes a plain 500. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = errorStatus[code];
    this.code = code;
    this.fields = fields;
  }

  toBody(): ErrorBody {
    return { error: this.message, code: this.code, ...(this.fields ? { fields: this.fields } : {}) };
  }
}
