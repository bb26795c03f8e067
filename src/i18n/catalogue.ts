// Message catalogues: one object per language, the English one holding the specification's
// texts exactly. `defineMessages(en, hi)` makes the Hindi one carry every English key (a
// missing key fails the type check). A catalogue is plain data, so a page can hand an island
// its own messages, in its own language, as a prop; `bind` turns the data into the texts and
// formatters a page or island uses. Browser-safe.
//
// A message is a string, with `{name}` placeholders, or plural forms chosen by
// `Intl.PluralRules` ({ one: '{count} guest', other: '{count} guests' }).

import { LANG_TAG, type Locale } from './locales.ts';
import { formatIndian } from './indian-number.ts';

export interface PluralForms {
  zero?: string;
  one: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}
export type Message = string | PluralForms;
export type Catalogue = Record<string, Message>;

/** The other language's catalogue: every key, each a string or plural forms as in English. */
export type Translation<C extends Catalogue> = { [K in keyof C]: C[K] extends string ? string : PluralForms };

/** One language's messages, as data: what a page passes to an island. */
export interface MessagesData<C extends Catalogue> {
  locale: Locale;
  messages: Translation<C>;
}

type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;
type PluralPlaceholders<P> = P extends PluralForms ? Placeholders<P[keyof P]> : never;
type Params<Names extends string> = { [N in Names]: string | number };

/** What `bind` makes of each message: a plain text, or a function of its placeholders. */
export type Bound<C extends Catalogue> = {
  [K in keyof C]: C[K] extends string
    ? Placeholders<C[K]> extends never
      ? string
      : (params: Params<Placeholders<C[K]>>) => string
    : (params: Params<PluralPlaceholders<C[K]> | 'count'>) => string;
} & { readonly $locale: Locale };

export interface MessageBook<C extends Catalogue> {
  /** The messages of a locale, bound: texts and formatters. */
  for(locale: Locale): Bound<C>;
  /** The messages of a locale as data, for an island's props. */
  data(locale: Locale): MessagesData<C>;
  /**
   * Some of a locale's messages as data: an island that uses a few of a book's messages is
   * passed those alone (its props travel in the page, in every language's bytes).
   */
  pick<const K extends keyof C & string>(locale: Locale, keys: readonly K[]): MessagesData<Pick<C, K>>;
}

/** The English catalogue behind a book: what an island or script names its messages by. */
export type CatalogueOf<B> = B extends MessageBook<infer C> ? C : never;

export function defineMessages<const C extends Catalogue>(en: C, hi: Translation<C>): MessageBook<C> {
  checkPlaceholders(en, hi);
  const catalogues = { en: en as Translation<C>, hi };
  const bound = new Map<Locale, Bound<C>>();
  return {
    for(locale) {
      let messages = bound.get(locale);
      if (!messages) bound.set(locale, (messages = bind<C>({ locale, messages: catalogues[locale] })));
      return messages;
    },
    data: (locale) => ({ locale, messages: catalogues[locale] }),
    pick: (locale, keys) => ({
      locale,
      messages: Object.fromEntries(keys.map((key) => [key, catalogues[locale][key]])) as Translation<Pick<C, (typeof keys)[number]>>,
    }),
  };
}

const placeholdersOf = (message: Message) =>
  [...new Set([...(typeof message === 'string' ? [message] : Object.values(message)).join(' ').matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join(',');

/**
 * A translation uses the English message's placeholders, no more and no fewer: `bind` makes a
 * message a function by its placeholders, so a dropped one would change what a page calls.
 * (A plural form may leave `{count}` out, as "one" often does.)
 */
function checkPlaceholders(en: Catalogue, hi: Catalogue): void {
  for (const [key, message] of Object.entries(en)) {
    const translated = hi[key];
    if (translated === undefined) throw new Error(`Message "${key}" has no Hindi text`);
    if (typeof message !== typeof translated)
      throw new Error(`Message "${key}": the Hindi text must be ${typeof message === 'string' ? 'a string' : 'plural forms'}`);
    const want = placeholdersOf(message).replace(/(^|,)count(?=,|$)/, '');
    const have = placeholdersOf(translated).replace(/(^|,)count(?=,|$)/, '');
    if (typeof message === 'string' ? placeholdersOf(message) !== placeholdersOf(translated) : want !== have) {
      throw new Error(`Message "${key}": the Hindi text has placeholders {${placeholdersOf(translated)}}, the English {${placeholdersOf(message)}}`);
    }
  }
}

/** Texts and formatters from one language's messages (an island calls this on its props). */
export function bind<C extends Catalogue>(data: MessagesData<C>): Bound<C> {
  const out: Record<string, unknown> = { $locale: data.locale };
  for (const [key, message] of Object.entries(data.messages) as [string, Message][]) {
    if (typeof message === 'string') {
      out[key] = message.includes('{') ? (params: Record<string, string | number>) => fill(message, params) : message;
    } else {
      out[key] = (params: Record<string, string | number>) => fill(pluralForm(data.locale, Number(params.count), message), params);
    }
  }
  return out as Bound<C>;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

function pluralForm(locale: Locale, count: number, forms: PluralForms): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(LANG_TAG[locale])));
  if (count === 0 && forms.zero !== undefined) return forms.zero;
  return forms[rules.select(count)] ?? forms.other;
}

// Both languages write numbers in Latin digits with Indian grouping (1,00,000), as Hindi
// newspapers and banks do; a year or an id goes in as a string so it is not grouped.

/** Fills `{name}` placeholders. */
function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatIndian(value) : value;
  });
}
