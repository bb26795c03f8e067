// Calls the built Netlify function as the platform does (scripts/netlify-function.ts), and
// counts the database round trips each request makes.
import { countRoundTrips } from '../../src/server/db/round-trips.ts';
import { netlifyContext, netlifyHandler } from '../../scripts/netlify-function.ts';

export const ORIGIN = 'https://mandap.example';

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

/** A same-origin action call, as the site's own scripts send it (JSON). */
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

/** The Set-Cookie headers of a response. */
export function cookiesSet(response: Response): string[] {
  return response.headers.getSetCookie();
}
