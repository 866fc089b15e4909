import { STATUS_CODES } from 'node:http';
import {
  CheckViolationError,
  DataError,
  ForeignKeyViolationError,
  NotNullViolationError,
  UniqueViolationError,
} from 'objection';
import { ZodError } from 'zod';

export type FieldErrors = Record<string, string>;

/** Every error the API answers with on purpose: a status and a message safe to show. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** An `AppError` class for one status, with the message shown when none is given. */
function errorWithStatus(status: number, defaultMessage = STATUS_CODES[status]!) {
  return class extends AppError {
    constructor(message = defaultMessage, errors?: FieldErrors) {
      super(status, message, errors);
    }
  };
}

export class ValidationError extends errorWithStatus(400) {}
export class UnauthorizedError extends errorWithStatus(401, 'Authentication required') {}
export class ForbiddenError extends errorWithStatus(403, 'You do not have permission to do that') {}
export class NotFoundError extends errorWithStatus(404, 'Not found') {}
export class ConflictError extends errorWithStatus(409) {}
export class PayloadTooLargeError extends errorWithStatus(413, 'Request body is too large') {}
export class UnsupportedMediaTypeError extends errorWithStatus(
  415,
  'Request body must be JSON (Content-Type: application/json)',
) {}
export class ServiceUnavailableError extends errorWithStatus(
  503,
  'The service is temporarily unavailable. Please try again shortly.',
) {}
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export interface HttpError {
  status: number;
  body: { message: string; errors?: FieldErrors };
  retryAfterSeconds?: number;
}

/** Errors a database driver raises when it cannot be reached or dropped the connection. */
const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && connectionErrorCodes.has(code)) return true;
  return (
    error.name === 'KnexTimeoutError' ||
    /Connection terminated|Client has encountered a connection error|PGlite is closed/i.test(
      error.message,
    )
  );
}

function fieldErrorsOf(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The one mapping from anything thrown to what the client sees; internals never leak. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: error.errors
        ? { message: error.message, errors: error.errors }
        : { message: error.message },
      ...(error instanceof TooManyRequestsError
        ? { retryAfterSeconds: error.retryAfterSeconds }
        : {}),
    };
  }
  if (error instanceof ZodError) {
    const errors = fieldErrorsOf(error);
    const message = error.issues[0]?.message ?? 'Invalid request';
    return { status: 400, body: { message, errors } };
  }
  if (error instanceof UniqueViolationError) {
    // Expression indexes report their expression, e.g. `lower(username::text)`: name the column.
    const column = error.columns?.[0] ?? 'value';
    const field = (column.match(/^\w+\((\w+)/)?.[1] ?? column).replace(
      /_(\w)/g,
      (_, letter: string) => letter.toUpperCase(),
    );
    const message = `That ${field.replace(/_/g, ' ')} is already taken`;
    return { status: 409, body: { message, errors: { [field]: message } } };
  }
  // Values the schemas let through but the database refuses (a stray NUL, an out-of-range number).
  if (
    error instanceof DataError ||
    error instanceof CheckViolationError ||
    error instanceof NotNullViolationError
  ) {
    return { status: 400, body: { message: 'A value in the request is not valid' } };
  }
  if (error instanceof ForeignKeyViolationError) {
    return { status: 409, body: { message: 'A related record does not exist or is still in use' } };
  }
  const httpish = error as { type?: unknown; status?: unknown; statusCode?: unknown } | null;
  if (httpish && typeof httpish === 'object') {
    // body-parser / raw-body errors carry a `type` and a 4xx status.
    if (httpish.type === 'entity.parse.failed') {
      return { status: 400, body: { message: 'Malformed JSON in request body' } };
    }
    if (httpish.type === 'entity.too.large') {
      return { status: 413, body: { message: 'Request body is too large' } };
    }
    if (httpish.type === 'encoding.unsupported' || httpish.type === 'charset.unsupported') {
      return { status: 415, body: { message: 'Unsupported request body encoding' } };
    }
    const status = Number(httpish.status ?? httpish.statusCode);
    if (Number.isInteger(status) && status >= 400 && status < 500) {
      return { status, body: { message: STATUS_CODES[status] ?? 'Bad request' } };
    }
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { message: new ServiceUnavailableError().message } };
  }
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };
}
