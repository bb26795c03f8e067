// The demo wedding's enquiries, each stored in the state the enquiry feature leaves it in:
// the demo venue quoted and the couple accepted (a booking), the demo vendor's quote is open
// and unread, and an unclaimed decorator has not answered yet. The inbox counts follow from
// the conversations through their triggers.
import type { bookings, conversations, messages, quotes } from '../../src/server/db/schema.ts';
import { previewOf } from '../../src/features/marketplace/enquiries/enquiry-rules.ts';
import { formatRupees } from '../../src/lib/money.ts';
import { atDay, stableId } from './random.ts';
import { COUPLE_EMAIL } from './users.ts';

type ConversationRow = typeof conversations.$inferInsert;
type MessageRow = typeof messages.$inferInsert;
type QuoteRow = typeof quotes.$inferInsert;
type BookingRow = typeof bookings.$inferInsert;

export type DemoEnquiryParties = {
  coupleId: string;
  coupleName: string;
  weddingDate: string;
  venue: { id: number; ownerId: string };
  vendor: { id: number; ownerId: string };
  unclaimedVendorId: number;
};

type Said = { side: 'couple' | 'business'; day: number; body: string };

export function buildDemoEnquiries(p: DemoEnquiryParties) {
  const rows = { conversations: [] as ConversationRow[], messages: [] as MessageRow[], quotes: [] as QuoteRow[], bookings: [] as BookingRow[] };
  const request = { coupleUserId: p.coupleId, coupleName: p.coupleName, eventDate: p.weddingDate, eventMonth: p.weddingDate.slice(0, 7) };
  let m = 0;
  const say = (conversationId: string, s: Said) =>
    rows.messages.push({ id: stableId('message', m++), conversationId, authorSide: s.side, kind: 'message', body: s.body, createdAt: atDay(s.day, 600) });
  const event = (conversationId: string, side: 'couple' | 'business', kind: 'quote' | 'quote_accepted', quoteId: string, day: number) =>
    rows.messages.push({ id: stableId('message', m++), conversationId, authorSide: side, kind, body: '', quoteId, createdAt: atDay(day, 720) });

  // The venue: asked, answered, quoted, accepted and booked.
  const venueChat = stableId('conversation', 1);
  const venueQuote = { id: stableId('quote', 1), amount: 12_60_000, functions: ['wedding', 'reception'] };
  rows.conversations.push({
    id: venueChat,
    ...request,
    listingKind: 'venue',
    listingId: p.venue.id,
    businessUserId: p.venue.ownerId,
    functions: venueQuote.functions,
    guestCount: 180,
    budget: 14_00_000,
    status: 'booked',
    contactShared: true,
    sharedPhone: '+91 98200 41327',
    sharedEmail: COUPLE_EMAIL,
    lastMessage: `Booked: ${formatRupees(venueQuote.amount)}`,
    lastActivityAt: atDay(-33, 720),
    createdAt: atDay(-40, 600),
  });
  for (const s of [
    { side: 'couple', day: -40, body: 'Namaste! Is the ballroom free for our wedding and reception? We expect about 180 guests, mostly vegetarian.' },
    { side: 'business', day: -39, body: 'Congratulations! The ballroom and the lawn are both free that weekend. Would you like to see them on Saturday?' },
    { side: 'couple', day: -38, body: 'Saturday works. Could you include rooms for family coming from Chennai?' },
  ] as Said[])
    say(venueChat, s);
  rows.quotes.push({
    id: venueQuote.id,
    conversationId: venueChat,
    amount: venueQuote.amount,
    includes: 'Ballroom for the wedding and the lawn for the reception, vegetarian buffet for 180, mandap décor, 12 rooms for two nights.',
    functions: venueQuote.functions,
    validUntil: '2026-10-15',
    status: 'accepted',
    createdAt: atDay(-36, 720),
    updatedAt: atDay(-33, 720),
  });
  event(venueChat, 'business', 'quote', venueQuote.id, -36);
  event(venueChat, 'couple', 'quote_accepted', venueQuote.id, -33);
  rows.bookings.push({
    id: stableId('booking', 1),
    conversationId: venueChat,
    quoteId: venueQuote.id,
    coupleUserId: p.coupleId,
    businessUserId: p.venue.ownerId,
    listingKind: 'venue',
    listingId: p.venue.id,
    amount: venueQuote.amount,
    functions: venueQuote.functions,
    eventDate: request.eventDate,
    eventMonth: request.eventMonth,
    guestCount: 180,
    createdAt: atDay(-33, 720),
  });

  // The photographer: a quote the couple has not opened yet, open until January.
  const vendorChat = stableId('conversation', 2);
  const vendorQuote = { id: stableId('quote', 2), amount: 2_15_000, functions: ['sangeet', 'wedding', 'reception'] };
  rows.conversations.push({
    id: vendorChat,
    ...request,
    listingKind: 'vendor',
    listingId: p.vendor.id,
    businessUserId: p.vendor.ownerId,
    functions: vendorQuote.functions,
    guestCount: 180,
    budget: 2_50_000,
    status: 'quoted',
    lastMessage: `Quote: ${formatRupees(vendorQuote.amount)}`,
    lastActivityAt: atDay(-2, 720),
    coupleUnread: 1,
    createdAt: atDay(-6, 600),
  });
  for (const s of [
    { side: 'couple', day: -6, body: 'Hi! We loved your candid work. Could you cover our sangeet, wedding and reception, with a pre-wedding shoot?' },
    { side: 'business', day: -4, body: 'Thank you! We have the dates free. Do you want a printed album as well as the online gallery?' },
    { side: 'couple', day: -3, body: 'Yes please, one album for each family.' },
  ] as Said[])
    say(vendorChat, s);
  rows.quotes.push({
    id: vendorQuote.id,
    conversationId: vendorChat,
    amount: vendorQuote.amount,
    includes: 'Two photographers and a cinematographer at three functions, a pre-wedding shoot, an online gallery and two printed albums.',
    functions: vendorQuote.functions,
    validUntil: '2027-01-15',
    status: 'open',
    createdAt: atDay(-2, 720),
    updatedAt: atDay(-2, 720),
  });
  event(vendorChat, 'business', 'quote', vendorQuote.id, -2);

  // The decorator has no account yet: the enquiry waits for them to claim the listing.
  const decorChat = stableId('conversation', 3);
  const decorAsk = 'Hello! We are looking for marigold and jasmine décor for a haldi and mehendi at home, and the mandap for the wedding.';
  rows.conversations.push({
    id: decorChat,
    ...request,
    listingKind: 'vendor',
    listingId: p.unclaimedVendorId,
    businessUserId: null,
    functions: ['haldi', 'mehendi', 'wedding'],
    guestCount: 60,
    budget: 3_00_000,
    status: 'new',
    lastMessage: previewOf(decorAsk),
    lastActivityAt: atDay(-1, 600),
    businessUnread: 1,
    createdAt: atDay(-1, 600),
  });
  say(decorChat, { side: 'couple', day: -1, body: decorAsk });
  return rows;
}
