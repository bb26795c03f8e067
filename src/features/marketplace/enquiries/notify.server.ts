// E-mails about enquiries. Each goes only to a person whose Email Notifications switch is
// on (the inbox shows everything either way), links to the thread through SITE_URL, and
// never carries a couple's phone or e-mail unless the couple shared them.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { users } from '../../../server/db/schema.ts';
import type { SendMail } from '../../../server/mail/deliver.ts';
import { formatRupees } from '../../../lib/money.ts';
import { site } from '../../../lib/site.ts';
import { formatDay, formatEventWhen, formatFunctions } from './enquiry-rules.ts';
import { enquiryMailMessages, HINDI_FUNCTION_LABELS } from './mail-messages.ts';
import { toLocale, type Locale } from '../../../i18n/locales.ts';

export type EnquiryDeps = { db: Db; sendMail: SendMail; origin: string };

export type ThreadFacts = {
  id: string;
  coupleUserId: string;
  businessUserId: string | null;
  coupleName: string;
  listingName: string;
  functions: string[];
  eventDate: string | null;
  eventMonth: string;
  guestCount: number;
  budget: number | null;
  contactShared: boolean;
  sharedPhone: string | null;
  sharedEmail: string | null;
};

export const coupleThreadUrl = (origin: string, id: string) => `${origin}/dashboard?tab=enquiries&c=${encodeURIComponent(id)}`;
export const businessThreadUrl = (origin: string, id: string) => `${origin}/vendor-dashboard/messages/${encodeURIComponent(id)}`;
export const claimUrl = (origin: string, token: string) => `${origin}/claim/${token}`;

type Recipient = { email: string; name: string; locale: Locale };

async function recipient(db: Db, userId: string | null): Promise<Recipient | null> {
  if (!userId) return null;
  const [user] = await db
    .select({ email: users.email, name: users.name, settings: users.notificationSettings, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || !user.settings.email_notifications) return null;
  return { email: user.email, name: user.name, locale: toLocale(user.locale) };
}

/** Mail failures are logged, never undo the change: the thread already holds it. */
async function send(deps: EnquiryDeps, to: string, subject: string, lines: string[]): Promise<void> {
  try {
    await deps.sendMail({ to, subject, text: [...lines, '', `— ${site.brand}`].join('\n') });
  } catch (error) {
    console.error(`enquiry mail to ${to} failed`, error);
  }
}

const hindiMonth = new Intl.DateTimeFormat('hi-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** When the event is, in the recipient's language. */
function eventWhen(t: ThreadFacts, locale: Locale): string {
  if (locale === 'en') return formatEventWhen(t.eventDate, t.eventMonth);
  if (t.eventDate) return formatDay(t.eventDate, locale);
  return enquiryMailMessages.for(locale).datesNotFixed({ month: hindiMonth.format(new Date(`${t.eventMonth}-01T00:00:00Z`)) });
}

function functionsText(functions: readonly string[], locale: Locale): string {
  if (locale === 'en') return formatFunctions(functions);
  return functions.map((f) => HINDI_FUNCTION_LABELS[f] ?? f).join(', ');
}

/** The request as a business reads it: contact details only when the couple shared them. */
export function requestLines(t: ThreadFacts, locale: Locale = 'en'): string[] {
  const m = enquiryMailMessages.for(locale);
  const lines = [
    m.couple({ name: t.coupleName }),
    m.functions({ list: functionsText(t.functions, locale) }),
    m.when({ when: eventWhen(t, locale) }),
    m.guests({ count: t.guestCount }),
    t.budget === null ? m.budgetNotGiven : m.budget({ amount: formatRupees(t.budget) }),
  ];
  if (t.contactShared) {
    if (t.sharedPhone) lines.push(m.phone({ phone: t.sharedPhone }));
    if (t.sharedEmail) lines.push(m.email({ email: t.sharedEmail }));
  } else {
    lines.push(m.noContact);
  }
  return lines;
}

export async function notifyNewEnquiry(deps: EnquiryDeps, t: ThreadFacts, message: string): Promise<void> {
  const to = await recipient(deps.db, t.businessUserId);
  if (!to) return;
  const m = enquiryMailMessages.for(to.locale);
  await send(deps, to.email, m.newEnquirySubject({ listing: t.listingName, couple: t.coupleName }), [
    m.newEnquiry({ couple: t.coupleName, listing: t.listingName }),
    '',
    ...requestLines(t, to.locale),
    '',
    message,
    '',
    m.readAndReply({ url: businessThreadUrl(deps.origin, t.id) }),
  ]);
}

/** An enquiry to a listing nobody has claimed: to its public e-mail, with the one-time claim link (English: no account, no language). */
export async function notifyUnclaimedListing(deps: EnquiryDeps, t: ThreadFacts, to: string, message: string, token: string): Promise<void> {
  await send(deps, to, `New enquiry for ${t.listingName} on ${site.brand}`, [
    `${t.coupleName} sent an enquiry to ${t.listingName} through ${site.brand}.`,
    '',
    ...requestLines(t),
    '',
    message,
    '',
    `To read it and reply, claim your listing with a free business account: ${claimUrl(deps.origin, token)}`,
    'The link works once and expires in 7 days. Every enquiry stored for your listing then appears in your inbox.',
  ]);
}

export async function notifyReply(deps: EnquiryDeps, t: ThreadFacts, from: 'couple' | 'business', body: string): Promise<void> {
  if (from === 'couple') {
    const to = await recipient(deps.db, t.businessUserId);
    if (!to) return;
    const m = enquiryMailMessages.for(to.locale);
    await send(deps, to.email, m.repliedAboutSubject({ couple: t.coupleName, listing: t.listingName }), [
      body,
      '',
      m.reply({ url: businessThreadUrl(deps.origin, t.id) }),
    ]);
    return;
  }
  const to = await recipient(deps.db, t.coupleUserId);
  if (!to) return;
  const m = enquiryMailMessages.for(to.locale);
  await send(deps, to.email, m.repliedToYouSubject({ listing: t.listingName }), [body, '', m.reply({ url: coupleThreadUrl(deps.origin, t.id) })]);
}

export async function notifyQuote(deps: EnquiryDeps, t: ThreadFacts, quote: { amount: number; includes: string; validUntil: string }): Promise<void> {
  const to = await recipient(deps.db, t.coupleUserId);
  if (!to) return;
  const m = enquiryMailMessages.for(to.locale);
  await send(deps, to.email, m.quoteSubject({ listing: t.listingName, amount: formatRupees(quote.amount) }), [
    m.amount({ amount: formatRupees(quote.amount) }),
    m.includes({ what: quote.includes }),
    m.validUntil({ date: formatDay(quote.validUntil, to.locale) }),
    '',
    m.compare({ url: coupleThreadUrl(deps.origin, t.id) }),
  ]);
}

export async function notifyDeclined(deps: EnquiryDeps, t: ThreadFacts, reason: string): Promise<void> {
  const to = await recipient(deps.db, t.coupleUserId);
  if (!to) return;
  const m = enquiryMailMessages.for(to.locale);
  await send(deps, to.email, m.declinedSubject({ listing: t.listingName }), [m.reason({ reason }), '', coupleThreadUrl(deps.origin, t.id)]);
}

export async function notifyBooking(deps: EnquiryDeps, t: ThreadFacts, amount: number): Promise<void> {
  const [couple, business] = await Promise.all([recipient(deps.db, t.coupleUserId), recipient(deps.db, t.businessUserId)]);
  if (couple) {
    const m = enquiryMailMessages.for(couple.locale);
    await send(deps, couple.email, m.bookedSubject({ listing: t.listingName }), [
      m.bookedCouple({ listing: t.listingName, amount: formatRupees(amount) }),
      m.bookedSummary({ functions: functionsText(t.functions, couple.locale), when: eventWhen(t, couple.locale), count: t.guestCount }),
      '',
      coupleThreadUrl(deps.origin, t.id),
    ]);
  }
  if (business) {
    const m = enquiryMailMessages.for(business.locale);
    const when = eventWhen(t, business.locale);
    await send(deps, business.email, m.newBookingSubject({ couple: t.coupleName, when }), [
      m.newBooking({ couple: t.coupleName, amount: formatRupees(amount), listing: t.listingName }),
      '',
      ...requestLines(t, business.locale),
      '',
      businessThreadUrl(deps.origin, t.id),
    ]);
  }
}
