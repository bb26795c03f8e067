/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    user: import('./server/auth/session.ts').SessionUser | null;
    session: import('./server/db/schema.ts').Session | null;
    /** Set once the session cookie has been read for this request (middleware.ts). */
    sessionRead?: { cookieChange: { renew: { expiresAt: Date; sessionId: string } } | 'clear' | null };
  }
}

/** The build's id (astro.config.mjs), part of every private ETag (server/caching.ts). */
declare const __MANDAP_BUILD__: string | undefined;
