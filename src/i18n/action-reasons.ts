// An action's refusal in the caller's language. Actions, their schemas and the domain errors say
// their reasons in English (the specification's texts, kept byte for byte); catalogues whose
// English side is those very texts give each one its translation, looked up by the English text.
// A catalogue message with placeholders is a pattern ("{label} must be at most {max} characters"):
// its parts are translated in turn when they are texts of the table (a field's label), and
// kept as written otherwise (numbers). A reason no catalogue knows stays as it is.
import type { Catalogue, MessageBook } from './catalogue.ts';
import type { Locale } from './locales.ts';

type Pattern = { match: RegExp; names: string[]; translated: string };
export type ReasonTable = { exact: ReadonlyMap<string, string>; patterns: readonly Pattern[] };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The reasons of `books` in `locale`, by their English text. */
export function reasonTable(books: readonly MessageBook<Catalogue>[], locale: Locale): ReasonTable {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const book of books) {
    const english = book.data('en').messages as Record<string, unknown>;
    const other = book.data(locale).messages as Record<string, unknown>;
    for (const [key, text] of Object.entries(english)) {
      const translated = other[key];
      if (typeof text !== 'string' || typeof translated !== 'string') continue;
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      if (names.length === 0) exact.set(text, translated);
      else patterns.push({ match: new RegExp(`^${escape(text).replace(/\\\{\w+\\\}/g, '(.+?)')}$`), names, translated });
    }
  }
  return { exact, patterns };
}

/** One reason in the table's language, or as given when the table does not know it. */
export function translateReason(text: string, table: ReasonTable): string {
  const known = table.exact.get(text);
  if (known !== undefined) return known;
  for (const { match, names, translated } of table.patterns) {
    const found = match.exec(text);
    if (!found) continue;
    const parts = new Map(names.map((name, i) => [name, found[i + 1]!]));
    // A pattern whose text parts (a label) the table does not know stays English as a whole.
    const filled = [...parts.values()].map((part) => (/^[\d,.\s]+$/.test(part) ? part : table.exact.get(part)));
    if (filled.some((part) => part === undefined)) continue;
    return translated.replace(/\{(\w+)\}/g, (_whole, name: string) => filled[names.indexOf(name)] ?? '');
  }
  return text;
}

type Serialized = { type?: unknown; message?: unknown; issues?: unknown; fields?: unknown };

/**
 * An action error as Astro sends it to the browser (JSON: a message, or an input error's issues
 * and fields), with every reason translated.
 */
export function translateActionError<T>(body: T, table: ReasonTable): T {
  if (!body || typeof body !== 'object') return body;
  const error = { ...(body as Serialized) };
  const say = (text: unknown) => (typeof text === 'string' ? translateReason(text, table) : text);
  if (typeof error.message === 'string') error.message = say(error.message);
  if (Array.isArray(error.issues)) {
    error.issues = error.issues.map((issue: unknown) =>
      issue && typeof issue === 'object' ? { ...issue, message: say((issue as Serialized).message) } : issue,
    );
  }
  if (error.fields && typeof error.fields === 'object') {
    error.fields = Object.fromEntries(Object.entries(error.fields).map(([field, list]) => [field, Array.isArray(list) ? list.map(say) : list]));
  }
  return error as T;
}
