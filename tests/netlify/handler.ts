// Calls the built Netlify function as the platform does: its default export takes a Request
// and Netlify's context and returns a Response. The adapter's handler reads `context.ip` (the
// client address) and hands the whole context to the app as `locals.netlify.context`.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from '@netlify/functions';
import { countRoundTrips } from '../../src/server/db/round-trips.ts';
import { NETLIFY_FUNCTION } from '../../scripts/netlify-build.ts';

export const ORIGIN = 'https://mandap.example';

type Handler = (request: Request, context: Context) => Promise<Response>;
let loaded: Promise<Handler> | undefined;

/** The built function's handler (`npm run test:netlify` builds it against DATABASE_URL). */
export function netlifyHandler(): Promise<Handler> {
  loaded ??= import(pathToFileURL(resolve(NETLIFY_FUNCTION)).href).then((module: { default: Handler }) => module.default);
  return loaded;
}

/** The parts of Netlify's function context a request carries; what the app does not use stays out. */
export function netlifyContext(request: Request, ip = '203.0.113.7'): Context {
  const url = new URL(request.url);
  const pending: Promise<unknown>[] = [];
  return {
    ip,
    requestId: crypto.randomUUID(),
    url,
    params: {},
    geo: { city: 'Jaipur', country: { code: 'IN', name: 'India' }, subdivision: { code: 'RJ', name: 'Rajasthan' }, timezone: 'Asia/Kolkata' },
    account: { id: 'test-account' },
    site: { id: 'test-site', name: 'mandap', url: ORIGIN },
    deploy: { context: 'production', id: 'test-deploy', published: true },
    server: { region: 'test' },
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    // Edge functions only: a function answers by itself.
    next: () => Promise.reject(new Error('context.next() exists in edge functions only')),
    json: (body: unknown) => Response.json(body),
    log: console.log,
    rewrite: () => Promise.reject(new Error('not used')),
  } as unknown as Context;
}

export type Answer = { response: Response; body: string; roundTrips: number };

/** `path` answered by the function: the response, its whole body and the round trips made for it. */
export async function call(path: string, init: RequestInit = {}): Promise<Answer> {
  const handler = await netlifyHandler();
  const request = new Request(new URL(path, ORIGIN), init);
  // The body is read inside the count: pages render while they stream.
  const { value, roundTrips } = await countRoundTrips(async () => {
    const response = await handler(request, netlifyContext(request));
    return { response, body: await response.text() };
  });
  return { ...value, roundTrips };
}

/** A same-origin action call, as the site's own forms send it (JSON). */
export function callAction(name: string, input: unknown, cookie?: string): Promise<Answer> {
  return call(`/_actions/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Origin: ORIGIN,
      'Sec-Fetch-Site': 'same-origin',
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(input),
  });
}

/** The `name=value` pairs of a response's Set-Cookie headers. */
export function cookiesSet(response: Response): string[] {
  return response.headers.getSetCookie();
}
