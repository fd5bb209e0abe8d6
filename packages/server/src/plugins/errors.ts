import type { ErrorCode } from '@arpa/contract';
import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import { ApiError } from '../errors.ts';
import fp from 'fastify-plugin';

export { ApiError };

/** What a failing JSON-schema keyword means for the client; any other keyword is `input_validation_error`. */
function validationCode(failure: FastifySchemaValidationError | undefined): ErrorCode {
  switch (failure?.keyword) {
    case 'required':
      return 'missing_value';
    case 'type':
      return failure.params.type === 'integer' ? 'not_integer' : 'invalid_format';
    case 'format':
    case 'pattern':
      return 'invalid_format';
    case 'maximum':
    case 'exclusiveMaximum':
    case 'maxLength':
    case 'maxItems':
      return 'value_too_big';
    default:
      return 'input_validation_error';
  }
}

const statusCodes: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  429: 'too_many_attempts',
};

/**
 * Translates any error into a catalogued one. Errors Fastify raises itself (schema validation, body
 * parsing, limits) and errors of plugins keep their 4xx status with the matching code; anything else is a
 * fault of ours: `unknown_error`.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const fastifyError = error as Partial<FastifyError>;
  if (Array.isArray(fastifyError.validation)) {
    return new ApiError(validationCode(fastifyError.validation[0]), 400, [], { cause: error });
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('invalid_format', 400, [], { cause: error });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('invalid_format', 415, [], { cause: error });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('payload_too_large', 413, [], { cause: error });
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 400 && error instanceof SyntaxError)
      return new ApiError('invalid_format', 400, [], { cause: error });
    return new ApiError(statusCodes[status] ?? 'input_validation_error', status, [], { cause: error });
  }
  // PostgreSQL's answers to two requests racing for the same rows (unique violation, serialization
  // failure, deadlock): nothing was written, and trying again is the right advice.
  const sqlState = (error as { code?: unknown } | null)?.code;
  if (sqlState === '23505' || sqlState === '40001' || sqlState === '40P01') {
    return new ApiError('conflict', 409, [], { cause: error });
  }
  // A value the database could not take as its column's type (an id beyond the integer range, text it
  // cannot encode): a client's input that no schema bounded, not a fault of the server.
  if (sqlState === '22003') return new ApiError('value_too_big', 400, [], { cause: error });
  // 22007: a date or time PostgreSQL cannot read.
  if (sqlState === '22P02' || sqlState === '22021' || sqlState === '22008' || sqlState === '22007') {
    return new ApiError('invalid_format', 400, [], { cause: error });
  }
  return new ApiError('unknown_error', 500, [], { cause: error });
}

/** Renders every error as `{ code, description }`; details of unexpected errors go only to the log. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const apiError = toApiError(error);
      if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: apiError.code, err: error }, 'request refused');
      return reply.code(apiError.statusCode).type('application/json; charset=utf-8').send(apiError.toBody());
    });
  },
  { name: 'arpa-errors', fastify: '5.x' },
);
