// How long a shared cache (a CDN, or the node server's page cache) may keep a response.

export type SharedLifetime = { freshMs: number; staleMs: number };

/** Directives of a Cache-Control header, lower-cased; a directive without a value maps to ''. */
export function parseCacheControl(value: unknown): Map<string, string> {
  const directives = new Map<string, string>();
  const text = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';
  for (const part of text.split(',')) {
    const [name, ...rest] = part.split('=');
    const key = name?.trim().toLowerCase();
    if (key) directives.set(key, rest.join('=').trim().replace(/^"|"$/g, ''));
  }
  return directives;
}

function seconds(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  return Number(value) * 1000;
}

/**
 * How long a shared cache may serve a response as fresh, then stale while it fetches a new
 * one, following `s-maxage` (else `max-age`) and `stale-while-revalidate`. Null when it must
 * not be kept: private, no-store, no-cache, or no positive lifetime.
 */
export function sharedLifetime(cacheControl: unknown): SharedLifetime | null {
  const directives = parseCacheControl(cacheControl);
  if (directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return null;
  const freshMs = seconds(directives.get('s-maxage')) ?? seconds(directives.get('max-age'));
  if (!freshMs) return null;
  return { freshMs, staleMs: seconds(directives.get('stale-while-revalidate')) ?? 0 };
}
