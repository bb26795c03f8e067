import { describe, expect, it } from 'vitest';
import { shownQuestions } from './questions.ts';
import { articlePage } from '../../../seo/article-page.ts';

const english = [{ question: 'How much does it cost?', answer: 'It depends on the guests.' }];
const hindi = [{ question: 'कितना ख़र्च आता है?', answer: 'मेहमानों पर निर्भर है।' }];

describe('the questions under an idea or a post', () => {
  it('are the Hindi version’s on a Hindi page, else the English ones, marked as English', () => {
    expect(shownQuestions(english, hindi, 'hi')).toEqual({ questions: hindi, english: false });
    expect(shownQuestions(english, [], 'hi')).toEqual({ questions: english, english: true });
    expect(shownQuestions(english, undefined, 'en')).toEqual({ questions: english, english: false });
    expect(shownQuestions([], undefined, 'hi')).toEqual({ questions: [], english: false });
  });

  it('go to search engines as an FAQPage beside the Article, only when there are some', () => {
    const entry = { cover: '/art/idea/1.svg', author: { name: 'Rohan' }, publishedAt: new Date('2026-11-05') };
    const shown = { title: 'Budget tips', excerpt: 'Tips', path: '/ideas/budget', locale: 'en' as const, translated: false };
    const site = new URL('https://mandap.example');
    const types = (questions?: typeof english) =>
      articlePage(entry, { ...shown, questions }, site).structuredData.map((d) => (d as { '@type': string })['@type']);
    expect(types(english)).toEqual(['Article', 'FAQPage']);
    expect(types([])).toEqual(['Article']);
    expect(types()).toEqual(['Article']);
  });
});
