// The questions an idea or a post answers under its text: the Hindi version's on a Hindi page
// when it has them, else the English ones (marked as English there).
import type { Locale } from '../../../i18n/locales.ts';

export type Question = { question: string; answer: string };

/** The questions a page in `locale` shows, and whether they are the English ones on a Hindi page. */
export function shownQuestions(
  // Undefined for an entry parsed before the field existed (the content layer keeps parsed entries).
  english: readonly Question[] | undefined,
  translated: readonly Question[] | undefined,
  locale: Locale,
): { questions: readonly Question[]; english: boolean } {
  if (translated && translated.length > 0) return { questions: translated, english: false };
  const questions = english ?? [];
  return { questions, english: locale !== 'en' && questions.length > 0 };
}
