export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'LOCKED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LOCKED: 423,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

export type FieldError = { path: string; message: string };

/** An expected failure, answered with its status and message in the envelope. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.statusCode = STATUS[code];
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError('BAD_REQUEST', message, errors);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Please sign in') => new AppError('UNAUTHORIZED', message);

type DriverError = { code?: string; message?: string; cause?: unknown };

/** `error` and what caused it, a few levels deep (the drivers wrap database errors differently). */
function* causeChain(error: unknown): Generator<DriverError> {
  let current = error as DriverError | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    yield current;
    current = current.cause as DriverError | undefined;
  }
}

/** The PostgreSQL error with SQLSTATE `code` that `error` is or was caused by. */
export function databaseError(error: unknown, code: string): { code: string; message: string } | undefined {
  for (const link of causeChain(error)) {
    if (link.code === code) return link as { code: string; message: string };
  }
  return undefined;
}

/** PostgreSQL unique violation (23505), on either driver. */
export const isUniqueViolation = (error: unknown) => databaseError(error, '23505') !== undefined;

/** Socket errors and PostgreSQL codes meaning the database cannot be reached right now. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed/i;

/** True when `error` (or what caused it) says the database is down or unreachable: answered 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of causeChain(error)) {
    if ((code && UNAVAILABLE_CODES.has(code)) || UNAVAILABLE_MESSAGE.test(String(message ?? ''))) return true;
  }
  return false;
}
