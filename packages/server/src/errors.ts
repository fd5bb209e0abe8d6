import {
  errorStatus,
  formatErrorMessage,
  type ApiErrorBody,
  type ErrorCode,
  type ErrorParameter,
} from '@arpa/contract';

/**
 * The one error type of the API: a catalogued code (SPEC §8), the HTTP status (by default the catalogue's
 * status of the code) and, for the array form of a code (`["deposit_limit", 50]`), its parameters.
 * The error plugin renders it as `{ code, description }`.
 *
 *     throw new ApiError('no_saldo');
 *     throw new ApiError('deposit_limit', 403, [50]);
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  /** The HTTP status; `statusCode` is the same number under the name Fastify reads. */
  readonly status: number;
  readonly params: readonly ErrorParameter[];

  constructor(
    code: ErrorCode,
    status: number = errorStatus[code],
    params: readonly ErrorParameter[] = [],
    options: { cause?: unknown } = {},
  ) {
    super(code, options);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.params = params;
  }

  get statusCode(): number {
    return this.status;
  }

  /** The response body: the code (with its parameters, if any) and the Finnish catalogue text. */
  toBody(): ApiErrorBody & { description: string } {
    const description = formatErrorMessage(this.code, this.params);
    return this.params.length > 0
      ? { code: [this.code, ...this.params], description }
      : { code: this.code, description };
  }
}
