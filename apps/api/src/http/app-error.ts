import { errorTable, type ErrorCode, type ErrorDetail } from '@kurumatabi/contract';

/**
 * The one error type services throw. It carries a code of the contract's error table; only the
 * error handler turns it into an HTTP status and the envelope.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly details: ErrorDetail[] | undefined;

  constructor(
    readonly code: ErrorCode,
    options: { message?: string; details?: ErrorDetail[]; cause?: unknown } = {},
  ) {
    super(options.message ?? errorTable[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = errorTable[code].status;
    this.details = options.details;
  }
}
