// The Wedding Profile, Checklist, Functions and Budget tabs' catalogues: the Hindi side is
// Devanagari (no Latin words but the brand), and the English side keeps the texts the
// actions and the specification use.
import { describe, expect, it } from 'vitest';
import type { Catalogue, MessageBook } from '../../../i18n/catalogue.ts';
import { planningTasksMessages, weddingProfileMessages } from './messages.ts';
import { functionsTabMessages } from '../functions/messages.ts';
import { budgetTabMessages, paymentsDueMessages } from '../../money/tracker/messages.ts';
import { budgetMessages } from '../../money/tracker/budget-tracker.ts';
import { functionMessages } from './functions.ts';
import { weddingMessages } from './wedding.ts';

const books = { weddingProfileMessages, planningTasksMessages, functionsTabMessages, budgetTabMessages, paymentsDueMessages } as unknown as Record<
  string,
  MessageBook<Catalogue>
>;

const texts = (message: unknown) => (typeof message === 'string' ? [message] : Object.values(message as Record<string, string>));

describe('the planning and budget tabs in Hindi', () => {
  for (const [name, book] of Object.entries(books)) {
    it(`${name}: every Hindi text is Devanagari, with no Latin words but the brand`, () => {
      for (const [key, message] of Object.entries(book.data('hi').messages)) {
        for (const text of texts(message)) {
          const latin = text.replace(/\{\w+\}/g, '').replace(/Mandap/g, '');
          expect(latin, `${name}.${key}`).not.toMatch(/[A-Za-z]/);
          if (/\p{L}/u.test(latin)) expect(latin, `${name}.${key}`).toMatch(/[\u0900-\u097F]/);
        }
      }
    });
  }

  it('keeps the English toasts and rule messages the actions and tests know', () => {
    const profile = weddingProfileMessages.for('en');
    expect([profile.created, profile.updateFailed, profile.nameRequired, profile.dateInPast]).toEqual([
      weddingMessages.created,
      weddingMessages.updateFailed,
      weddingMessages.nameRequired,
      weddingMessages.dateInPast,
    ]);
    const fns = functionsTabMessages.for('en');
    expect(fns.confirmDelete({ name: 'Sangeet' })).toBe(functionMessages.confirmDelete('Sangeet'));
    expect(fns.loadFailed({ reason: 'offline' })).toBe(functionMessages.loadFailed('offline'));
    const budget = budgetTabMessages.for('en');
    expect(budget.loadFailed({ reason: 'offline' })).toBe(budgetMessages.loadFailed('offline'));
    expect(budget.categoryVenue).toBe('Venue & Catering');
    expect(budget.overBudgetBy({ amount: '₹50,000' })).toBe('Over budget by ₹50,000');
  });

  it('words counts with plural forms and Indian grouping', () => {
    const en = functionsTabMessages.for('en');
    expect(`${en.households({ count: 1 })}, ${en.people({ count: 1 })}`).toBe('1 household, 1 person');
    expect(`${en.households({ count: 2 })}, ${en.people({ count: 1200 })}`).toBe('2 households, 1,200 people');
    const hi = functionsTabMessages.for('hi');
    expect(`${hi.households({ count: 2 })}, ${hi.people({ count: 5 })}`).toBe('2 परिवार, 5 लोग');
  });
});
