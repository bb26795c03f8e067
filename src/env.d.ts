/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    user: import('./server/auth/session.ts').SessionUser | null;
    session: import('./server/db/schema.ts').Session | null;
    /** Set by a page that asks the middleware to keep what it renders (server/kept-page.ts). */
    keepPage?: import('./server/kept-page.ts').KeepPage;
  }
}

