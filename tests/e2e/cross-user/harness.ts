// The cross-user harness: types and helpers shared by `cases.ts` and `cross-user.spec.ts`.
//
// HOW ACTIONS ARE CALLED OVER HTTP (Astro 7): an action `server.<group>.<verb>` answers
// `POST /_actions/<group>.<verb>` with a JSON body (`Content-Type: application/json`) that
// is the action's input. Success is 200 with a devalue-encoded body (204 when it returns
// nothing); a thrown `ActionError` comes back as JSON `{ type, code, status, message }` with
// the HTTP status of its code (UNAUTHORIZED 401, FORBIDDEN 403, NOT_FOUND 404, BAD_REQUEST
// 400, TOO_MANY_REQUESTS 429); invalid input is 400 with `{ type: 'AstroActionInputError',
// fields }`. Every non-GET request must carry an `Origin` equal to the site's origin (the
// middleware refuses other origins with 403), so the contexts below always send it.
import { randomInt } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import { BASE_URL, createUser, e2eDb } from '../fixtures.ts';
import { createSession, SESSION_COOKIE } from '../../../src/server/auth/session.ts';
import type { User } from '../../../src/server/db/schema.ts';

export type Role = 'customer' | 'vendor';

export type Actor = {
  user: User;
  /** Signed in as `user`, with the site's Origin on every request. */
  request: APIRequestContext;
};

export type Replay = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path on the site, e.g. `/_actions/settings.updateProfile`. */
  url: string;
  /** JSON body (an action's input). */
  data?: unknown;
  /** Form body instead, for actions that accept forms. */
  form?: Record<string, string>;
  /**
   * What the other user must get. Default: 403 or 404. Use `'own-data-only'` for actions
   * that take no id and only ever touch the caller's own rows: then any answer is fine as
   * long as `verifyUnchanged` holds.
   */
  intruderGets?: number[] | 'own-data-only';
  /** What a signed-out caller must get. Default: 401, 403 or 404 (pages: 302 to a sign-in). */
  anonymousGets?: number[];
  /** Further checks on a response, e.g. that a page does not show the owner's data. */
  checkResponse?: (response: APIResponse) => Promise<void>;
  /** Throws when the owner's private data changed. */
  verifyUnchanged: () => Promise<void>;
};

export type CrossUserCase = {
  name: string;
  ownerRole?: Role;
  /** The second signed-in user's role; defaults to the owner's role. */
  intruderRole?: Role;
  /**
   * Lets the owner create its private thing and returns the request to replay. The second
   * signed-in user is passed too (not for the signed-out run), so a case can give it data of
   * its own: then a refusal shows the owner check, not merely that the intruder has nothing.
   */
  setup: (owner: Actor, intruder?: Actor) => Promise<Replay>;
};

/**
 * A request context with a fresh session for `user` (or none), sending the site's Origin,
 * from an address of its own (the e2e server trusts loopback as its proxy), so per-IP
 * limits on sign-in and sign-up never mix one case with another.
 */
export async function actorRequest(user: User | null): Promise<APIRequestContext> {
  const ip = `10.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const headers: Record<string, string> = { Origin: BASE_URL, 'X-Forwarded-For': ip };
  if (user) {
    const { token } = await createSession(e2eDb(), user.id);
    headers.Cookie = `${SESSION_COOKIE}=${token}`;
  }
  return playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: headers, maxRedirects: 0 });
}

export async function newActor(role: Role): Promise<Actor> {
  const user = await createUser({ role, name: `Cross ${role}` });
  return { user, request: await actorRequest(user) };
}

export function send(request: APIRequestContext, replay: Replay): Promise<APIResponse> {
  return request.fetch(replay.url, {
    method: replay.method,
    ...(replay.data === undefined ? {} : { data: replay.data }),
    ...(replay.form === undefined ? {} : { form: replay.form }),
    maxRedirects: 0,
  });
}

/** Calls an action as `actor` and fails loudly when it does not succeed. */
export async function callAction(actor: Actor, name: string, input: unknown): Promise<APIResponse> {
  const response = await actor.request.post(`/_actions/${name}`, { data: input ?? {} });
  if (!response.ok()) throw new Error(`${name} failed for its owner: ${response.status()} ${await response.text()}`);
  return response;
}
