// Shared by the security specs: HTTP clients that act as one visitor (their own IP through
// the trusted-proxy header the e2e server believes, their own session), and small readers.
import { randomInt } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import { BASE_URL, e2eDb } from '../e2e/fixtures.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/session.ts';
import type { User } from '../../src/server/db/schema.ts';

/** A random private-range address, so each test starts with its own per-IP counters. */
export function freshIp(): string {
  return `10.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export type Visitor = { request: APIRequestContext; ip: string; token: string | null };

/** A visitor from `ip`, signed in as `user` when given, sending the site's Origin. */
export async function visitor(user: User | null = null, ip = freshIp()): Promise<Visitor> {
  const headers: Record<string, string> = { Origin: BASE_URL, 'X-Forwarded-For': ip };
  let token: string | null = null;
  if (user) {
    token = (await createSession(e2eDb(), user.id)).token;
    headers.Cookie = `${SESSION_COOKIE}=${token}`;
  }
  const request = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: headers, maxRedirects: 0 });
  return { request, ip, token };
}

/** POSTs an action's JSON input. */
export function action(request: APIRequestContext, name: string, input: unknown, headers: Record<string, string> = {}): Promise<APIResponse> {
  return request.post(`/_actions/${name}`, { data: input as object, headers });
}

/** The `message` of an action's JSON error body. */
export async function errorMessage(response: APIResponse): Promise<string> {
  return ((await response.json()) as { message?: string }).message ?? '';
}

/** Counts how often each status came back. */
export function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Asks again while the hashing queue is full (another test may be filling it just then). */
export async function unlessBusy(send: () => Promise<APIResponse>): Promise<APIResponse> {
  let response!: APIResponse;
  await expect.poll(async () => (response = await send()).status(), { timeout: 20_000, intervals: [250, 500, 1000] }).not.toBe(503);
  return response;
}
