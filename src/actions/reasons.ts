// The catalogues that know the actions' refusals in another language (see
// src/i18n/action-reasons.ts): the shared field messages, and each area's own.
import { reasonTable, type ReasonTable } from '../i18n/action-reasons.ts';
import type { Catalogue, MessageBook } from '../i18n/catalogue.ts';
import type { Locale } from '../i18n/locales.ts';
import { reasonPatternMessages } from '../lib/reason-patterns.ts';
import { planningActionErrorMessages } from '../features/planning/index.server.ts';
import { enquiryActionErrorMessages } from '../features/marketplace/index.server.ts';

/**
 * The action groups whose islands show the server's reasons as sent. The sign-in, settings and
 * business forms look their reasons up by the English text themselves, so theirs stay English.
 */
const TRANSLATED = new Set(['guests', 'households', 'functions', 'wedding', 'checklist', 'enquiries', 'budget']);

const books = [reasonPatternMessages, planningActionErrorMessages, enquiryActionErrorMessages] as unknown as MessageBook<Catalogue>[];
const tables = new Map<Locale, ReasonTable>();

/** The table for a call of `action` (`guests.add`) in `locale`, or null when its reasons stay as sent. */
export function actionReasonsFor(action: string, locale: Locale): ReasonTable | null {
  return locale !== 'en' && TRANSLATED.has(action.split('.')[0] ?? '') ? actionReasons(locale) : null;
}

/** The actions' refusals in `locale`, by their English text (built once per language). */
export function actionReasons(locale: Locale): ReasonTable {
  let table = tables.get(locale);
  if (!table) tables.set(locale, (table = reasonTable(books, locale)));
  return table;
}
