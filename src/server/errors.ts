import { ActionError } from 'astro:actions';

/** Domain failures, thrown by `*.server.ts` functions and mapped to HTTP codes by actions. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}
export class ForbiddenError extends Error {
  override name = 'ForbiddenError';
}
export class ConflictError extends Error {
  override name = 'ConflictError';
}

/** Runs a domain call from an action, turning domain errors into ActionErrors. */
export async function asAction<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NotFoundError) throw new ActionError({ code: 'NOT_FOUND', message: error.message });
    if (error instanceof ForbiddenError) throw new ActionError({ code: 'FORBIDDEN', message: error.message });
    if (error instanceof ConflictError) throw new ActionError({ code: 'CONFLICT', message: error.message });
    throw error;
  }
}
