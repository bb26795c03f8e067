// Enquiry actions: validate (zod input), authorise from the session, call the domain
// function, map its failures to HTTP codes. The domain re-checks that the caller is a
// party of the conversation, so an id from the browser never reaches another's data.
import { ActionError, defineAction } from 'astro:actions';
import { db } from '../../../server/db/index.ts';
import { requireUser, requireVendor } from '../../../server/auth/guards.ts';
import { asAction } from '../../../server/action-errors.ts';
import { enquiryText } from './enquiry-text.ts';
import {
  claimInput,
  conversationInput,
  declineInput,
  quoteRefInput,
  replyInput,
  sendEnquiryInput,
  sendManyInput,
  sendQuoteInput,
  shareContactInput,
} from './enquiries.schema.ts';
import { declineEnquiry, markConversationRead, replyToConversation, sendEnquiries, shareContact, withdrawEnquiry } from './enquiries.server.ts';
import { acceptQuote, declineQuote, sendQuote, withdrawQuote } from './quotes.server.ts';
import { claimListing } from './claims.server.ts';
import { enquiryDeps } from './deps.server.ts';
import { actorOf } from '../../planning/index.server.ts';

function requireCouple(locals: App.Locals) {
  const user = requireUser(locals);
  if (user.role !== 'customer') throw new ActionError({ code: 'FORBIDDEN', message: enquiryText.customerOnly });
  return user;
}

const run = asAction;

export const enquiries = {
  send: defineAction({
    input: sendEnquiryInput,
    handler: async ({ listingKind, listingId, ...request }, { locals }) => {
      const user = requireCouple(locals);
      const { conversationIds } = await run(() => sendEnquiries(enquiryDeps(), user.id, [{ kind: listingKind, id: listingId }], request));
      return { conversationId: conversationIds[0]! };
    },
  }),
  sendMany: defineAction({
    input: sendManyInput,
    handler: async ({ listings, ...request }, { locals }) => {
      const user = requireCouple(locals);
      const refs = listings.map((l) => ({ kind: l.listingKind, id: l.listingId }));
      const { conversationIds } = await run(() => sendEnquiries(enquiryDeps(), user.id, refs, request));
      return { sent: conversationIds.length };
    },
  }),
  reply: defineAction({
    input: replyInput,
    handler: async ({ conversationId, body }, { locals }) => {
      const user = requireUser(locals);
      return run(() => replyToConversation(enquiryDeps(), user.id, conversationId, body));
    },
  }),
  markRead: defineAction({
    input: conversationInput,
    handler: async ({ conversationId }, { locals }) => {
      const user = requireUser(locals);
      await run(() => markConversationRead(db, user.id, conversationId));
      return { read: true };
    },
  }),
  shareContact: defineAction({
    input: shareContactInput,
    handler: async ({ conversationId, phone }, { locals }) => {
      const user = requireCouple(locals);
      await run(() => shareContact(enquiryDeps(), user.id, conversationId, phone));
      return { shared: true };
    },
  }),
  withdraw: defineAction({
    input: conversationInput,
    handler: async ({ conversationId }, { locals }) => {
      const user = requireCouple(locals);
      await run(() => withdrawEnquiry(enquiryDeps(), user.id, conversationId));
      return { withdrawn: true };
    },
  }),
  decline: defineAction({
    input: declineInput,
    handler: async ({ conversationId, reason }, { locals }) => {
      const user = requireVendor(locals);
      await run(() => declineEnquiry(enquiryDeps(), user.id, conversationId, reason));
      return { declined: true };
    },
  }),
  sendQuote: defineAction({
    input: sendQuoteInput,
    handler: async (input, { locals }) => {
      const user = requireVendor(locals);
      return run(() => sendQuote(enquiryDeps(), user.id, input));
    },
  }),
  withdrawQuote: defineAction({
    input: quoteRefInput,
    handler: async ({ quoteId }, { locals }) => {
      const user = requireVendor(locals);
      await run(() => withdrawQuote(enquiryDeps(), user.id, quoteId));
      return { withdrawn: true };
    },
  }),
  acceptQuote: defineAction({
    input: quoteRefInput,
    handler: async ({ quoteId }, { locals }) => {
      const user = requireCouple(locals);
      // A refusal (expired, or the date booked meanwhile) is said in the account's language.
      const booking = await run(() => acceptQuote(enquiryDeps(), user.id, quoteId, new Date(), actorOf(user), user.locale));
      return { bookingId: booking.id };
    },
  }),
  declineQuote: defineAction({
    input: quoteRefInput,
    handler: async ({ quoteId }, { locals }) => {
      const user = requireCouple(locals);
      await run(() => declineQuote(enquiryDeps(), user.id, quoteId));
      return { declined: true };
    },
  }),
  claim: defineAction({
    input: claimInput,
    handler: async ({ token }, { locals }) => {
      const user = requireUser(locals);
      if (user.role !== 'vendor') throw new ActionError({ code: 'FORBIDDEN', message: enquiryText.businessOnly });
      const listing = await run(() => claimListing(db, user.id, token));
      return { listingName: listing.name };
    },
  }),
};
