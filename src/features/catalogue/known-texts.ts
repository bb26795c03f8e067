// Texts made in English elsewhere (an action's validation message, a label stored as English)
// shown in the page's language: a catalogue whose English values are those texts exactly, and
// whose keys find their translation. Browser-safe; the page hands an island `knownTexts(...)`.
import type { Catalogue, MessageBook, Translation } from '../../i18n/catalogue.ts';
import type { Locale } from '../../i18n/locales.ts';

/** Both languages' texts of a catalogue, or null in English (nothing to translate). */
export type KnownTexts = { en: Record<string, unknown>; local: Record<string, unknown> } | null;

export function knownTexts<C extends Catalogue>(book: MessageBook<C>, locale: Locale): KnownTexts {
  if (locale === 'en') return null;
  const en: Translation<C> = book.data('en').messages;
  return { en, local: book.data(locale).messages };
}

/** `text` in the other language when the catalogue knows it; otherwise as it is. */
export function translateKnown(known: KnownTexts, text: string): string;
export function translateKnown(known: KnownTexts, text: string | undefined): string | undefined;
export function translateKnown(known: KnownTexts, text: string | undefined): string | undefined {
  if (!known || text === undefined) return text;
  for (const [key, english] of Object.entries(known.en)) {
    const local = known.local[key];
    if (english === text && typeof local === 'string') return local;
  }
  return text;
}

/** Each field message through `translateKnown`. */
export function translateKnownFields<E extends Record<string, string | undefined>>(known: KnownTexts, errors: E): E {
  if (!known) return errors;
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, translateKnown(known, text)])) as E;
}
