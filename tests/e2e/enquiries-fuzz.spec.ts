// Hostile and random input at every enquiry action and read: never a 5xx, and nothing stored
// from input that is not a valid enquiry.
import { eq, like } from 'drizzle-orm';
import { test, expect, createUser, e2eDb } from './fixtures.ts';
import { actorRequest } from './cross-user/harness.ts';
import { givenBusiness, givenConversation, givenQuote } from './enquiries.helpers.ts';
import { conversations, quotes } from '../../src/server/db/schema.ts';

const actionsUnderTest = [
  'enquiries.send',
  'enquiries.sendMany',
  'enquiries.reply',
  'enquiries.markRead',
  'enquiries.shareContact',
  'enquiries.withdraw',
  'enquiries.decline',
  'enquiries.sendQuote',
  'enquiries.withdrawQuote',
  'enquiries.acceptQuote',
  'enquiries.declineQuote',
  'enquiries.claim',
];

const hostileValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  'x'.repeat(20_000),
  "' OR 1=1 --",
  '<img src=x onerror=alert(1)>',
  '\u0000\u202e\ud83d\ude00',
  [],
  {},
  { $gt: '' },
  ['a', 1],
  '2024-13-45',
  [{ listingKind: 'venue', listingId: -1 }],
  ['wedding', 'wedding', 'x'],
];

function randomPayload(seed: number, ids: Record<string, string | number>): Record<string, unknown> {
  const keys = [
    'listingKind',
    'listingId',
    'listings',
    'functions',
    'datesNotFixed',
    'eventDate',
    'eventMonth',
    'guestCount',
    'budget',
    'message',
    'sharePhone',
    'phone',
    'conversationId',
    'quoteId',
    'body',
    'reason',
    'amount',
    'includes',
    'validUntil',
    'token',
  ];
  const out: Record<string, unknown> = {};
  keys.forEach((key, i) => {
    const pick = (seed + i) % 4;
    if (pick === 0 && key in ids) out[key] = ids[key];
    else if (pick !== 1) out[key] = hostileValues[(seed * 7 + i * 3) % hostileValues.length];
  });
  return out;
}

test('no enquiry action or read answers hostile input with a 5xx', async () => {
  test.setTimeout(240_000);
  const couple = await createUser({ name: 'Fuzz Enquirer' });
  const { business, venue } = await givenBusiness('Fuzz Hall');
  const conversation = await givenConversation(couple, venue);
  const quote = await givenQuote(conversation.id);
  const ids = { conversationId: conversation.id, quoteId: quote.id, listingId: venue.id, listingKind: 'venue' };
  const asCouple = await actorRequest(couple);
  const asBusiness = await actorRequest(business);
  const anonymous = await actorRequest(null);
  try {
    for (const name of actionsUnderTest) {
      for (let seed = 0; seed < 6; seed++) {
        for (const request of [asCouple, asBusiness, anonymous]) {
          const response = await request.post(`/_actions/${name}`, { data: randomPayload(seed, ids) });
          expect(response.status(), `${name} seed ${seed}: ${await response.text()}`).toBeLessThan(500);
        }
      }
      const broken = await asCouple.post(`/_actions/${name}`, { data: 'not json', headers: { 'Content-Type': 'application/json' } });
      expect(broken.status(), `${name} with a broken body`).toBeLessThan(500);
    }
    const reads = [
      '/api/enquiries/inbox?status=%3Cscript%3E&page=-4&q=%25%27%20OR%201%3D1',
      '/api/enquiries/inbox?page=99999999999',
      `/api/enquiries/${'x'.repeat(500)}`,
      "/api/enquiries/'%20OR%201=1?before=not-a-date&beforeId=1",
      '/enquiry/new?listing=venue-0&listing=%3Cb%3E',
      '/enquiry/new?listing=venue-99999999999',
      '/vendor-dashboard/messages?status=nope&page=abc',
      `/vendor-dashboard/messages/${'%00'.repeat(10)}`,
      '/claim/%3Cscript%3E',
      `/claim/${'a'.repeat(400)}`,
    ];
    for (const path of reads) {
      for (const request of [asCouple, asBusiness, anonymous]) {
        const response = await request.get(path);
        expect(response.status(), `${path}: ${response.status()}`).toBeLessThan(500);
      }
    }
  } finally {
    await Promise.all([asCouple.dispose(), asBusiness.dispose(), anonymous.dispose()]);
  }
  // Hostile values never became an enquiry of a listing that does not exist, nor a quote out of range.
  expect(await e2eDb().select().from(conversations).where(eq(conversations.listingId, -1))).toHaveLength(0);
  expect(await e2eDb().select().from(quotes).where(like(quotes.includes, '%OR 1=1%'))).toHaveLength(0);
});
