// Domain errors, free of Astro (scripts and tests load them too): the mapping to ActionErrors
// lives in action-errors.ts.

/** What went wrong, as the caller needs to know it; the action wrapper turns it into a status. */
export type DomainErrorCode = 'NOT_FOUND' | 'FORBIDDEN' | 'CONFLICT' | 'VALIDATION' | 'UNPROCESSABLE' | 'RATE_LIMITED' | 'UNAUTHORIZED';

/**
 * The one failure type of `*.server.ts` functions: a code, and a message fit to show the user.
 * Anything else thrown is a fault, not an answer, and reaches the user as a generic error.
 */
export class DomainError extends Error {
  override name = 'DomainError';
  readonly code: DomainErrorCode;
  constructor(code: DomainErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** The row does not exist, or is not the caller's (the two are not told apart). */
export class NotFoundError extends DomainError {
  override name = 'NotFoundError';
  constructor(message: string) {
    super('NOT_FOUND', message);
  }
}

/** The caller may not do this, whoever owns the row (e.g. reviewing one's own listing). */
export class ForbiddenError extends DomainError {
  override name = 'ForbiddenError';
  constructor(message: string) {
    super('FORBIDDEN', message);
  }
}

export class ConflictError extends DomainError {
  override name = 'ConflictError';
  constructor(message: string) {
    super('CONFLICT', message);
  }
}
