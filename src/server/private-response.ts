// Private reads beyond JSON: CSV downloads, a domain "not found" answered as a 404, and JSON
// kept while its version holds.
import { NotFoundError } from './errors.ts';
import { privateJson } from './http.ts';
import { keptPages } from './kept-page.ts';

export function privateCsv(csv: string, fileName: string): Response {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}

/** Runs a private read; what is not the user's (or no wedding yet) answers 404 with its message. */
export async function orNotFound(read: () => Promise<Response>): Promise<Response> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotFoundError) return privateJson({ error: error.message }, 404);
    throw error;
  }
}

/**
 * A private JSON read kept while its version holds (server/kept-page.ts): the kept answer when
 * the same user asked for the same address at this version, else `read` as JSON, which the
 * middleware keeps for the next request. `current` reads the version again, for the node server.
 */
export async function keptJson(
  context: { locals: App.Locals; request: Request },
  version: string,
  current: () => Promise<string>,
  read: () => Promise<unknown>,
): Promise<Response> {
  return keptPages.answer(context, version, current) ?? privateJson(await read());
}
