import { ActionError } from 'astro:actions';
import { PasswordHashBusyError } from './auth/password.ts';

/** What went wrong, as the caller needs to know it; the action wrapper turns it into a status. */
export type DomainErrorCode = 'NOT_FOUND' | 'FORBIDDEN' | 'CONFLICT' | 'VALIDATION' | 'UNPROCESSABLE' | 'RATE_LIMITED' | 'UNAUTHORIZED';

/**
 * The one failure type of `*.server.ts` functions: a code, and a message fit to show the user.
 * Anything else thrown is a fault, not an answer, and reaches the user as a generic error.
 */
export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
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

type ActionErrorCode = ConstructorParameters<typeof ActionError>[0]['code'];

const ACTION_CODES: Record<DomainErrorCode, ActionErrorCode> = {
  NOT_FOUND: 'NOT_FOUND',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  VALIDATION: 'BAD_REQUEST',
  UNPROCESSABLE: 'UNPROCESSABLE_CONTENT',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  UNAUTHORIZED: 'UNAUTHORIZED',
};

/** Throws a domain error as the ActionError it stands for; anything else is rethrown unchanged. */
export function throwAsActionError(error: unknown): never {
  // Too many password hashes at once: try again shortly (the middleware adds Retry-After).
  if (error instanceof PasswordHashBusyError) throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: error.message });
  if (error instanceof DomainError) throw new ActionError({ code: ACTION_CODES[error.code], message: error.message });
  throw error;
}

/** Runs a domain call from an action, turning domain errors into ActionErrors. */
export async function asAction<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throwAsActionError(error);
  }
}
