import { DATABASE_AUTH_TOKEN, DATABASE_URL } from 'astro:env/server';
import { openDb } from './client.ts';

/** The app's database connection, configured from `DATABASE_URL` / `DATABASE_AUTH_TOKEN`. */
export const db = openDb(DATABASE_URL, DATABASE_AUTH_TOKEN);
export * as tables from './schema.ts';
