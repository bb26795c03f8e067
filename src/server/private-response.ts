// Private reads beyond JSON: CSV downloads, and a domain "not found" answered as a 404.
// (Answers with a validator go through privateAnswer, server/caching.ts.)
import { privateHeaders } from './caching.ts';
import { ForbiddenError, NotFoundError } from './errors.ts';
import { privateJson } from './http.ts';

export function privateCsv(csv: string, fileName: string): Response {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      ...privateHeaders(),
    },
  });
}

/** Runs a private read; what is not the user's (or no wedding yet) answers 404 with its message. */
export async function orNotFound(read: () => Promise<Response>): Promise<Response> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotFoundError) return privateJson({ error: error.message }, 404);
    // A collaborator whose role does not show this (a family member and the budget's lines).
    if (error instanceof ForbiddenError) return privateJson({ error: error.message }, 403);
    throw error;
  }
}
