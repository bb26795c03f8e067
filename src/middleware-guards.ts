// Requests answered before any page or action runs, quietly (no stack trace, no [ERROR] line):
// a path whose percent-encoding cannot be decoded, and an action path that names no action.
import { securityHeaders } from './server/security-headers.ts';
import { privateJson } from './server/http.ts';
import { secretHeaders } from './server/caching.ts';

/** The path with its `%` escapes decoded, or null when one does not decode (`%E0%A4`, `%zz`, a lone `%`). */
export function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** 400 for an address that cannot be read; nothing about it is worth a log line. */
export function badEncodingResponse(): Response {
  return new Response('Bad Request: the address is not valid percent-encoding.', {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...secretHeaders(), ...securityHeaders },
  });
}

type ActionTree = { [name: string]: unknown };

/**
 * True when `POST /_actions/<name>` names an action of `server`. A group (`guests`), an
 * unknown name, an inherited key (`toString`) or a path past an action (`guests.add.x`) is no
 * action: Astro itself would answer some of them with a 500.
 */
export function isKnownAction(server: ActionTree, name: string): boolean {
  let node: unknown = server;
  for (const part of name.split('.')) {
    // Astro decodes each part of the name on its own; one that does not decode names nothing.
    let key: string;
    try {
      key = decodeURIComponent(part);
    } catch {
      return false;
    }
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return false;
    node = (node as ActionTree)[key];
  }
  return typeof node === 'function';
}

/** The action name of an action call's path (`/_actions/guests.add/` → `guests.add`), or null for any other path. */
export function actionName(pathname: string): string | null {
  if (!pathname.startsWith('/_actions/')) return null;
  return pathname.slice('/_actions/'.length).replace(/\/$/, '');
}

/** 404 in the shape of an action's own errors, so the site's scripts read it like any other. */
export function unknownActionResponse(name: string): Response {
  return privateJson({ type: 'AstroActionError', code: 'NOT_FOUND', status: 404, message: `There is no action named “${name}”.` }, 404);
}

/** 403 in the shape of an action's own errors: the account's role on the wedding does not allow it. */
export function forbiddenActionResponse(message: string): Response {
  return privateJson({ type: 'AstroActionError', code: 'FORBIDDEN', status: 403, message }, 403);
}
