// The account's language and a household's: what they default to, and the mail, RSVP page
// texts and WhatsApp messages that follow them. English stays exactly as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { households, outbox, users } from '../../src/server/db/schema.ts';
import { outboxSender } from '../../src/server/mail/deliver.ts';
import { requestPasswordReset, type MailDeps } from '../../src/features/accounts/auth/email-tokens.server.ts';
import { registerCustomer } from '../../src/features/accounts/auth/registration.server.ts';
import { updateLanguage } from '../../src/features/accounts/settings/settings.server.ts';
import { accountLocale } from '../../src/features/accounts/index.ts';
import { validateSessionToken, createSession } from '../../src/server/auth/session.ts';
import { notifyNewEnquiry, notifyQuote, type ThreadFacts } from '../../src/features/marketplace/enquiries/notify.server.ts';
import { createWeddingProfile } from '../../src/features/planning/wedding/wedding.server.ts';
import { weddingProfileCreateInput } from '../../src/features/planning/wedding/wedding.schema.ts';
import { addGuest } from '../../src/features/planning/guests/guests.server.ts';
import { guestInput } from '../../src/features/planning/guests/guests.schema.ts';
import { createHousehold, updateHousehold } from '../../src/features/planning/households/households.server.ts';
import { householdInput } from '../../src/features/planning/households/households.schema.ts';
import { listHouseholds, householdsVersion } from '../../src/features/planning/households/household-list.server.ts';
import { requireWedding } from '../../src/features/planning/households/households.server.ts';
import { moveGuests, setInvites } from '../../src/features/planning/households/household-members.server.ts';
import { householdLink } from '../../src/features/planning/households/household-links.server.ts';
import { invitationMessages } from '../../src/features/planning/households/invitation.ts';
import { createFunction } from '../../src/features/planning/functions/functions.server.ts';
import { functionInput } from '../../src/features/planning/functions/functions.schema.ts';
import { rsvpLinkKey, type LinkDeps } from '../../src/features/planning/households/rsvp-link.server.ts';
import { postRsvp, showRsvp } from '../../src/features/planning/rsvp/rsvp-page.server.ts';
import { findInvitation, digestState } from '../../src/features/planning/rsvp/rsvp.server.ts';
import { field, formAsShown, readReply, rsvpMessages } from '../../src/features/planning/rsvp/rsvp.ts';
import { rsvpReplyMessages } from '../../src/features/planning/rsvp/messages.ts';

let t: TestDb;
let mail: MailDeps;
let links: LinkDeps;
const mailTo = async (to: string) => (await t.db.select().from(outbox).where(eq(outbox.to, to))).at(-1)!;
const LATIN_WORD = /\b[A-Za-z]{3,}\b/g;
/** Latin-script words of a Hindi text, apart from the brand, names and links given. */
const latinWords = (text: string, allowed: string[]) =>
  (text.replace(/https?:\/\/\S+/g, '').match(LATIN_WORD) ?? []).filter((w) => !['Mandap', ...allowed].includes(w));

beforeAll(async () => {
  t = await createTestDb();
  mail = { db: t.db, sendMail: outboxSender(t.db), origin: 'https://mandap.example' };
  links = { key: await rsvpLinkKey(t.db), origin: 'https://mandap.example' };
});
afterAll(() => t.cleanup());

describe('the account language', () => {
  it('is English by default, the sign-up page’s language for a new account, and what settings save', async () => {
    const en = await registerCustomer(
      mail,
      { name: 'Asha', email: 'asha@example.test', password: 'secret1', confirmPassword: 'secret1' },
      { ip: '198.51.100.7' },
    );
    const hi = await registerCustomer(
      mail,
      { name: 'Kavita', email: 'kavita@example.test', password: 'secret1', confirmPassword: 'secret1' },
      { ip: '198.51.100.7', locale: 'hi' },
    );
    expect([en.locale, hi.locale]).toEqual(['en', 'hi']);
    expect([accountLocale(en), accountLocale(hi), accountLocale(null), accountLocale(null, 'hi')]).toEqual(['en', 'hi', 'en', 'hi']);

    await updateLanguage(t.db, en.id, 'hi');
    const { token } = await createSession(t.db, en.id, { twoFactorVerified: true });
    expect((await validateSessionToken(t.db, token)).user?.locale).toBe('hi');
    await updateLanguage(t.db, en.id, 'en');
  });

  it('writes the verification and reset mails in the account’s language, linking to pages in it', async () => {
    const english = await mailTo('asha@example.test');
    expect(english.subject).toBe('Verify your e-mail for Mandap');
    expect(english.text).toBe(
      `Hello Asha,\n\nPlease confirm your e-mail address for Mandap by opening this link:\n${/https:\/\/\S+/.exec(english.text)![0]}\n\nThe link works once and expires in 48 hours. If you did not create an account, ignore this e-mail.`,
    );
    expect(english.text).toContain('https://mandap.example/verify-email?token=');

    const hindi = await mailTo('kavita@example.test');
    expect(hindi.subject).toBe('Mandap के लिए अपना ईमेल पता पक्का करें');
    expect(hindi.text).toContain('नमस्ते Kavita,');
    expect(hindi.text).toContain('https://mandap.example/hi/verify-email?token=');
    expect(latinWords(hindi.subject + hindi.text, ['Kavita'])).toEqual([]);

    await requestPasswordReset(mail, 'KAVITA@example.test', { ip: '198.51.100.8' });
    const reset = await mailTo('kavita@example.test');
    expect(reset.subject).toBe('अपना Mandap पासवर्ड बदलें');
    expect(reset.text).toContain('https://mandap.example/hi/reset-password?token=');
    expect(latinWords(reset.text, [])).toEqual([]);

    await requestPasswordReset(mail, 'asha@example.test', { ip: '198.51.100.8' });
    const englishReset = await mailTo('asha@example.test');
    expect(englishReset.subject).toBe('Reset your Mandap password');
    expect(englishReset.text).toMatch(
      /^Someone asked to reset the password of your Mandap account\.\nOpen this link to choose a new password:\nhttps:\/\/mandap\.example\/reset-password\?token=/,
    );
  });

  it('writes enquiry notifications in each recipient’s language', async () => {
    const [business] = await t.db.insert(users).values({ email: 'studio@example.test', passwordHash: 'x', role: 'vendor', locale: 'hi' }).returning();
    const couple = (await t.db.select().from(users).where(eq(users.email, 'asha@example.test')))[0]!;
    const facts: ThreadFacts = {
      id: 'thread-1',
      coupleUserId: couple.id,
      businessUserId: business!.id,
      coupleName: 'Asha & Rohan',
      listingName: 'Lotus Studio',
      functions: ['mehendi', 'wedding'],
      eventDate: null,
      eventMonth: '2027-02',
      guestCount: 1200,
      budget: 1260000,
      contactShared: false,
      sharedPhone: null,
      sharedEmail: null,
    };
    await notifyNewEnquiry(mail, facts, 'We would like a quote.');
    const toBusiness = await mailTo('studio@example.test');
    expect(toBusiness.subject).toBe('Lotus Studio के लिए Asha & Rohan की नई पूछताछ');
    expect(toBusiness.text).toContain('कार्यक्रम: मेहंदी, शादी');
    expect(toBusiness.text).toContain('कब: फ़रवरी 2027 (तारीख़ें अभी तय नहीं)');
    expect(toBusiness.text).toContain('मेहमान: 1,200');
    expect(toBusiness.text).toContain('बजट: ₹12,60,000');
    expect(toBusiness.text).toContain('https://mandap.example/vendor-dashboard/messages/thread-1');
    // The couple's own message and names stay as written.
    expect(latinWords(toBusiness.subject + toBusiness.text, ['Lotus', 'Studio', 'Asha', 'Rohan', 'We', 'would', 'like', 'quote'])).toEqual([]);

    await notifyQuote(mail, facts, { amount: 250000, includes: 'Photos', validUntil: '2027-01-10' });
    const toCouple = await mailTo('asha@example.test');
    expect(toCouple.subject).toBe('Lotus Studio sent you a quote: ₹2,50,000');
    expect(toCouple.text).toContain('Amount: ₹2,50,000\nIncludes: Photos\nValid until: 10 Jan 2027');
  });
});

describe('a household’s language', () => {
  let hindiLink: string;

  beforeAll(async () => {
    const kavita = (await t.db.select().from(users).where(eq(users.email, 'kavita@example.test')))[0]!;
    await createWeddingProfile(t.db, kavita.id, weddingProfileCreateInput.parse({ userName: 'Kavita', partnerName: 'Arjun', functions: [] }));
  });

  it('starts as the couple’s account language, on the Households form and from the guest list, unless chosen', async () => {
    const kavita = (await t.db.select().from(users).where(eq(users.email, 'kavita@example.test')))[0]!;
    const verma = await createHousehold(t.db, kavita.id, householdInput.parse({ name: 'Verma family', allowance: 3, memberNames: 'Sunita Verma' }));
    const english = await createHousehold(t.db, kavita.id, householdInput.parse({ name: 'Smith family', allowance: 2, locale: 'en' }));
    const guest = await addGuest(t.db, kavita.id, guestInput.parse({ fullName: 'Ravi Gupta' }));
    const localeOf = async (id: string) => (await t.db.select({ locale: households.locale }).from(households).where(eq(households.id, id)))[0]!.locale;
    expect([await localeOf(verma.id), await localeOf(english.id), await localeOf(guest.household!.id)]).toEqual(['hi', 'en', 'hi']);

    // Changing it moves the list's version (its cached answer is not reused).
    const before = householdsVersion(await requireWedding(t.db, kavita.id), links);
    await updateHousehold(t.db, kavita.id, english.id, householdInput.parse({ name: 'Smith family', allowance: 2, locale: 'hi' }));
    expect(householdsVersion(await requireWedding(t.db, kavita.id), links)).not.toBe(before);
    await updateHousehold(t.db, kavita.id, english.id, householdInput.parse({ name: 'Smith family', allowance: 2 }));
    expect(await localeOf(english.id)).toBe('hi');
    await updateHousehold(t.db, kavita.id, english.id, householdInput.parse({ name: 'Smith family', allowance: 2, locale: 'en' }));

    const mehendi = await createFunction(t.db, kavita.id, functionInput.parse({ name: 'Mehendi', date: '2027-02-12', startTime: '16:00' }));
    await setInvites(t.db, kavita.id, mehendi.id, [verma.id, english.id], true);
    await moveGuests(t.db, kavita.id, [guest.id], verma.id);
    const data = await listHouseholds(t.db, kavita.id, links);
    expect(data.coupleLocale).toBe('hi');
    const [smith, vermas] = invitationMessages(data);
    expect(smith!.message).toMatch(/^Namaste Smith family!\n\nKavita & Arjun would love to have you at their wedding:\n- Mehendi: Fri, 12 Feb 2027, 4:00 pm/);
    expect(vermas!.message).toMatch(/^नमस्ते Verma family!\n\nKavita & Arjun की शादी में आपका आना हमें बहुत अच्छा लगेगा:\n- मेहंदी: शुक्र, 12 फ़र॰ 2027, शाम 4:00/);
    expect(decodeURIComponent(vermas!.whatsapp)).toContain('कृपया बताएँ कि कौन-कौन आ रहा है:');
    hindiLink = (await householdLink(t.db, kavita.id, verma.id, links)).link;
  });

  it('tells a Hindi household its problems and confirmations in Hindi', async () => {
    const token = new URL(hindiLink).pathname.split('/').pop()!;
    const invitation = (await findInvitation(t.db, token))!;
    expect(invitation.locale).toBe('hi');
    const hindi = rsvpReplyMessages.for('hi');
    const form = formAsShown(invitation, digestState);
    form.set(field.arrival, '2027-02-14');
    form.set(field.departure, '2027-02-12');
    expect(readReply(form, invitation, digestState).errors).toEqual([hindi.departureBeforeArrival]);
    expect(readReply(form, { ...invitation, locale: 'en' }, digestState).errors).toEqual([rsvpMessages.departureBeforeArrival]);

    form.set(field.departure, '2027-02-15');
    const posted = new FormData();
    for (const [name, value] of form) posted.append(name, value);
    const saved = await postRsvp(t.db, token, posted, '203.0.113.9');
    expect(saved).toMatchObject({ kind: 'redirect' });
    const page = await showRsvp(t.db, token, new URLSearchParams('saved=1'));
    expect(page).toMatchObject({ kind: 'page', notice: 'धन्यवाद! आपका जवाब सहेज लिया गया है।' });
    expect(hindi.overAllowance({ count: 0 })).not.toBe(rsvpMessages.overAllowance({ count: 0 }));
    expect(rsvpMessages.overAllowance({ count: 2 })).toBe('You can add at most 2 extra guests.');
    expect(rsvpMessages.overAllowance({ count: 1 })).toBe('You can add at most 1 extra guest.');
  });
});
