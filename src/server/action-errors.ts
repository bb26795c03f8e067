// Domain errors as Astro ActionErrors, for actions (kept apart from errors.ts, which loads
// outside the app too).
import { ActionError } from 'astro:actions';
import { PasswordHashBusyError } from './auth/password.ts';
import { DomainError, type DomainErrorCode } from './errors.ts';

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
