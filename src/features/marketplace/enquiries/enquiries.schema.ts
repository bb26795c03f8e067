// Input schemas of enquiries, quotes and claims (zod), used by the actions and endpoints.
// The rules without zod live in enquiry-rules.ts and are re-exported here for the server.
import { BOOKING_PARTS } from '../availability/availability.ts';
import { z } from 'astro/zod';
import { isIsoDate } from '../../../lib/dates.ts';
import { isPhoneNumber, PHONE_MAX_LENGTH } from '../../../lib/rules.ts';
import { ENQUIRY_LIMITS, EVENT_FUNCTIONS, fieldText } from './enquiry-text.ts';
import { addYears, isMonth } from './enquiry-rules.ts';
import { LISTING_KINDS } from '../../../lib/listing-ref.ts';
import { todayInIndia } from '../../../lib/dates.ts';

// ---------- input ----------

const messageText = z.string({ error: fieldText.message }).trim().min(1, fieldText.message).max(ENQUIRY_LIMITS.message, fieldText.messageTooLong);
const enquiryMessageText = z
  .string({ error: fieldText.message })
  .trim()
  .min(1, fieldText.message)
  .max(ENQUIRY_LIMITS.enquiryMessage, fieldText.enquiryMessageTooLong);

const functionList = (message: string) =>
  z
    .array(z.enum(EVENT_FUNCTIONS, { error: message }), { error: message })
    .min(1, message)
    .max(EVENT_FUNCTIONS.length, message)
    .transform((list) => EVENT_FUNCTIONS.filter((f) => list.includes(f)));

const wholeNumber = (message: string, min: number, max: number) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const text = String(value).trim().replaceAll(',', '');
    const n = Number(text);
    if (text === '' || !/^\d+$/.test(text) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

const requestShape = {
  functions: functionList(fieldText.functions),
  datesNotFixed: z.boolean().default(false),
  eventDate: z.string().max(10).default(''),
  eventMonth: z.string().max(7).default(''),
  guestCount: wholeNumber(fieldText.guestCount, 1, ENQUIRY_LIMITS.guests),
  budget: z
    .union([z.number(), z.string(), z.null()], { error: fieldText.budget })
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || String(value).trim() === '') return null;
      const text = String(value).trim().replaceAll(',', '');
      if (!/^\d+$/.test(text) || Number(text) > ENQUIRY_LIMITS.amount) {
        ctx.addIssue({ code: 'custom', message: fieldText.budget });
        return z.NEVER;
      }
      return Number(text);
    }),
  message: enquiryMessageText,
  sharePhone: z.boolean().default(false),
  phone: z.string().trim().max(PHONE_MAX_LENGTH, fieldText.phone).default(''),
};

type RawRequest = {
  datesNotFixed: boolean;
  eventDate: string;
  eventMonth: string;
  sharePhone: boolean;
  phone: string;
};

/** Date or month, never in the past nor more than five years ahead; a phone when sharing. */
function checkRequest(input: RawRequest, ctx: z.RefinementCtx, today = todayInIndia()): void {
  // Runs even when other fields failed (so every message shows at once): read defensively.
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const value = {
    datesNotFixed: input.datesNotFixed === true,
    eventDate: text(input.eventDate),
    eventMonth: text(input.eventMonth),
    sharePhone: input.sharePhone === true,
    phone: text(input.phone),
  };
  if (value.datesNotFixed) {
    if (!isMonth(value.eventMonth)) ctx.addIssue({ code: 'custom', path: ['eventMonth'], message: fieldText.eventMonth });
    else if (value.eventMonth < today.slice(0, 7)) ctx.addIssue({ code: 'custom', path: ['eventMonth'], message: fieldText.eventMonthPast });
    else if (value.eventMonth > addYears(today, ENQUIRY_LIMITS.yearsAhead).slice(0, 7))
      ctx.addIssue({ code: 'custom', path: ['eventMonth'], message: fieldText.eventDateFar });
  } else if (!isIsoDate(value.eventDate)) {
    ctx.addIssue({ code: 'custom', path: ['eventDate'], message: fieldText.eventDate });
  } else if (value.eventDate < today) {
    ctx.addIssue({ code: 'custom', path: ['eventDate'], message: fieldText.eventDatePast });
  } else if (value.eventDate > addYears(today, ENQUIRY_LIMITS.yearsAhead)) {
    ctx.addIssue({ code: 'custom', path: ['eventDate'], message: fieldText.eventDateFar });
  }
  if (value.sharePhone && !isPhoneNumber(value.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: fieldText.phone });
}

/** The request as stored: a date (and its month), or only a month when the dates are not fixed. */
function normaliseRequest<T extends RawRequest>(value: T) {
  const { datesNotFixed, eventDate, eventMonth, sharePhone, phone, ...rest } = value;
  return {
    ...rest,
    eventDate: datesNotFixed ? null : eventDate,
    eventMonth: datesNotFixed ? eventMonth : eventDate.slice(0, 7),
    sharePhone,
    phone: sharePhone ? phone : '',
  };
}

/** Date and phone rules run even when another field failed, so the form shows every message at once. */
const everyField = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

const listingRef = {
  listingKind: z.enum(LISTING_KINDS),
  listingId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
};

export const sendEnquiryInput = z
  .object({ ...requestShape, ...listingRef })
  .superRefine((v, ctx) => checkRequest(v, ctx), everyField)
  .transform(normaliseRequest);
export type SendEnquiryInput = z.output<typeof sendEnquiryInput>;

export const sendManyInput = z
  .object({
    ...requestShape,
    listings: z
      .array(z.object(listingRef), { error: 'Choose at least one shortlisted venue or vendor' })
      .min(1, 'Choose at least one shortlisted venue or vendor')
      .max(ENQUIRY_LIMITS.bulk, `Choose at most ${ENQUIRY_LIMITS.bulk} listings at a time`),
  })
  .superRefine((v, ctx) => checkRequest(v, ctx), everyField)
  .transform(normaliseRequest);
export type SendManyInput = z.output<typeof sendManyInput>;
export type EnquiryRequest = Omit<SendEnquiryInput, 'listingKind' | 'listingId'>;

const id = z.string().trim().min(1).max(64);

export const replyInput = z.object({ conversationId: id, body: messageText });
export const conversationInput = z.object({ conversationId: id });
export const quoteRefInput = z.object({ quoteId: id });
export const declineInput = z.object({
  conversationId: id,
  reason: z.string({ error: fieldText.reason }).trim().min(1, fieldText.reason).max(ENQUIRY_LIMITS.message, fieldText.messageTooLong),
});
export const shareContactInput = z.object({
  conversationId: id,
  phone: z.string().trim().max(PHONE_MAX_LENGTH, fieldText.phone).refine(isPhoneNumber, fieldText.phone),
});
export const sendQuoteInput = z
  .object({
    conversationId: id,
    amount: wholeNumber(fieldText.amount, 1, ENQUIRY_LIMITS.amount),
    includes: z.string({ error: fieldText.includes }).trim().min(1, fieldText.includes).max(ENQUIRY_LIMITS.message, fieldText.includesTooLong),
    validUntil: z.string({ error: fieldText.validUntil }).max(10),
    functions: functionList(fieldText.quoteFunctions),
    /** The space quoted for (a venue with several); none = the listing's first. */
    spaceId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    /** The part of the day: 'full' (the whole day), 'day' or 'evening'. */
    part: z.enum(BOOKING_PARTS).default('full'),
  })
  .superRefine((v, ctx) => {
    const today = todayInIndia();
    if (!isIsoDate(v.validUntil)) ctx.addIssue({ code: 'custom', path: ['validUntil'], message: fieldText.validUntil });
    else if (v.validUntil < today) ctx.addIssue({ code: 'custom', path: ['validUntil'], message: fieldText.validUntilPast });
    else if (v.validUntil > addYears(today, ENQUIRY_LIMITS.yearsAhead)) ctx.addIssue({ code: 'custom', path: ['validUntil'], message: fieldText.eventDateFar });
  });
/** A quote as the domain takes it: the part defaults to the whole day. */
export type SendQuoteInput = Omit<z.output<typeof sendQuoteInput>, 'part'> & { part?: z.output<typeof sendQuoteInput>['part'] };
export const claimInput = z.object({ token: z.string().trim().min(1).max(128) });

export const inboxQuery = z.object({
  status: z.enum(['all', 'new', 'replied', 'quoted', 'booked', 'declined', 'withdrawn']).catch('all').default('all'),
  q: z.string().trim().max(100).catch('').default(''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
