// The actions' refusals in the caller's language: every message the planning and enquiry
// schemas give for bad input, and the domain errors' reasons, in Hindi for a Hindi caller, and
// byte for byte as before for an English one.
import { describe, expect, it } from 'vitest';
import type { z } from 'astro/zod';
import { translateActionError, translateReason } from '../i18n/action-reasons.ts';
import { actionReasons, actionReasonsFor } from './reasons.ts';
import { callerLocale, translatedActionAnswer } from '../server/action-language.ts';
import { functionInput } from '../features/planning/functions/functions.schema.ts';
import { guestInput } from '../features/planning/guests/guests.schema.ts';
import { householdInput } from '../features/planning/households/households.schema.ts';
import { taskAddInput, weddingProfileInput } from '../features/planning/wedding/wedding.schema.ts';
import { addItemInput } from '../features/planning/checklist/checklist.schema.ts';
import { declineInput, sendEnquiryInput, sendQuoteInput } from '../features/marketplace/enquiries/enquiries.schema.ts';
import { householdMessages } from '../features/planning/households/households.ts';
import { functionMessages } from '../features/planning/wedding/functions.ts';
import { enquiryText } from '../features/marketplace/enquiries/enquiry-text.ts';
import { planningActionErrorMessages } from '../features/planning/action-error-messages.ts';
import { enquiryActionErrorMessages } from '../features/marketplace/enquiries/action-error-messages.ts';

const hi = actionReasons('hi');
const en = actionReasons('en');
const long = (n: number) => 'x'.repeat(n + 1);

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const parsed = schema.safeParse(input);
  expect(parsed.success, JSON.stringify(input)).toBe(false);
  return parsed.error!.issues.map((issue) => issue.message);
}

const badInputs: [z.ZodType, unknown][] = [
  [functionInput, { name: '', date: '2027-02-30', startTime: '25:00', venueId: 'x', venueName: long(200), address: 5, dressCode: long(200) }],
  [functionInput, { name: long(100), date: 5, startTime: 5 }],
  [
    guestInput,
    { fullName: '', email: 'no', phone: 'abc', address: long(500), notes: long(1000), tableNumber: 'x', isInvited: 'maybe', rsvp: 'x', mealPreference: 'x' },
  ],
  [guestInput, { fullName: long(200), tableNumber: 20000 }],
  [householdInput, { name: '', phone: 'abc', allowance: 'x', memberNames: 5 }],
  [householdInput, { name: long(200), phone: long(30), allowance: 99, memberNames: Array.from({ length: 60 }, (_, i) => `P${i}`).join('\n') }],
  [
    weddingProfileInput,
    { userName: long(100), partnerName: 5, weddingCity: long(100), weddingDate: '2001-01-01', eventType: 'party', budget: 'lots', rsvpDeadline: 'soon' },
  ],
  [taskAddInput, { taskName: '', description: long(1000), dueDate: 'x', phaseId: 'nope' }],
  [addItemInput, { phaseId: 'nope', title: '', description: long(500) }],
  [sendEnquiryInput, { listingKind: 'venue', listingId: 1, functions: [], guestCount: 0, message: '', budget: 'x', sharePhone: true, phone: 'x' }],
  [sendQuoteInput, { conversationId: 'c', amount: -1, includes: '', validUntil: '2001-01-01', functions: [] }],
  [declineInput, { conversationId: 'c', reason: '' }],
];

describe('action refusals in Hindi', () => {
  it('translate every message of the planning and enquiry schemas for bad input, leaving no English', () => {
    const messages = [...new Set(badInputs.flatMap(([schema, input]) => messagesOf(schema, input)))];
    expect(messages.length).toBeGreaterThan(30);
    for (const message of messages) {
      const said = translateReason(message, hi);
      expect(said, message).not.toBe(message);
      expect(said.replace(/\+91 98200 12345|19:30/g, ''), message).not.toMatch(/[A-Za-z]/);
    }
  });

  it('translate the domain errors’ reasons (not found, closed, too many) and fill patterns with Hindi labels', () => {
    for (const message of [
      householdMessages.notFound,
      functionMessages.notFound,
      functionMessages.tooMany,
      enquiryText.quoteNotFound,
      enquiryText.closed,
      enquiryText.messagesFull,
    ]) {
      expect(translateReason(message, hi), message).toMatch(/^[^A-Za-z]+$/);
    }
    expect(translateReason('Full Name must be at most 200 characters', hi)).toBe('पूरा नाम ज़्यादा से ज़्यादा 200 अक्षरों का हो सकता है');
    expect(translateReason('Wedding date must be a valid date', hi)).toBe('शादी की तारीख़ सही तारीख़ होनी चाहिए');
    // A label no catalogue knows keeps the whole message English, rather than half of it.
    expect(translateReason('Colour must be at most 20 characters', hi)).toBe('Colour must be at most 20 characters');
  });

  it('keep every English reason byte for byte, and the catalogues’ English sides are the sources’ texts', () => {
    const messages = badInputs.flatMap(([schema, input]) => messagesOf(schema, input));
    for (const message of messages) expect(translateReason(message, en)).toBe(message);
    for (const book of [planningActionErrorMessages, enquiryActionErrorMessages]) {
      for (const text of Object.values(book.data('en').messages)) expect(translateReason(text as string, en)).toBe(text);
    }
  });

  it('rewrite an action error as Astro sends it: a message, or an input error’s issues and fields', () => {
    expect(translateActionError({ type: 'AstroActionError', code: 'NOT_FOUND', status: 404, message: 'Household not found' }, hi)).toEqual({
      type: 'AstroActionError',
      code: 'NOT_FOUND',
      status: 404,
      message: 'परिवार नहीं मिला',
    });
    const input = {
      type: 'AstroActionInputError',
      issues: [{ path: ['name'], message: 'Household name is required', code: 'custom' }],
      fields: { name: ['Household name is required'] },
    };
    expect(translateActionError(input, hi)).toEqual({
      type: 'AstroActionInputError',
      issues: [{ path: ['name'], message: 'परिवार का नाम लिखना ज़रूरी है', code: 'custom' }],
      fields: { name: ['परिवार का नाम लिखना ज़रूरी है'] },
    });
  });

  it('rewrite only failed JSON answers', async () => {
    const failed = new Response(JSON.stringify({ type: 'AstroActionError', code: 'NOT_FOUND', message: 'Task not found' }), {
      status: 404,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    });
    const answer = await translatedActionAnswer(failed, hi);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(await answer.json()).toMatchObject({ message: 'यह काम नहीं मिला' });
    const ok = new Response('{"message":"Task not found"}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    expect(await translatedActionAnswer(ok, hi)).toBe(ok);
  });
});

describe("the caller's language", () => {
  it('applies to the planning and enquiry actions, not to forms that translate their own reasons', () => {
    expect(actionReasonsFor('households.create', 'hi')).toBe(hi);
    expect(actionReasonsFor('enquiries.acceptQuote', 'hi')).toBe(hi);
    expect(actionReasonsFor('households.create', 'en')).toBeNull();
    expect(actionReasonsFor('settings.changePassword', 'hi')).toBeNull();
    expect(actionReasonsFor('auth.register', 'hi')).toBeNull();
  });

  const call = (referer: string | null) => ({
    url: new URL('https://mandap.example/_actions/households.create/'),
    request: new Request('https://mandap.example/_actions/households.create/', { method: 'POST', headers: referer ? { Referer: referer } : {} }),
  });

  it('is a Hindi page’s, or the account’s from a signed-in area; English otherwise', () => {
    expect(callerLocale(call('https://mandap.example/hi/register'), null)).toBe('hi');
    expect(callerLocale(call('https://mandap.example/hi/venues'), 'en')).toBe('hi');
    expect(callerLocale(call('https://mandap.example/dashboard?tab=guests'), 'hi')).toBe('hi');
    expect(callerLocale(call('https://mandap.example/myprofile/settings'), 'hi')).toBe('hi');
    expect(callerLocale(call('https://mandap.example/dashboard'), 'en')).toBe('en');
    expect(callerLocale(call('https://mandap.example/venues'), 'hi')).toBe('en');
    expect(callerLocale(call('https://elsewhere.example/dashboard'), 'hi')).toBe('en');
    expect(callerLocale(call(null), 'hi')).toBe('en');
  });
});
