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

async function recipient(db: Db, userId: string | null): Promise<{ email: string; name: string } | null> {
  if (!userId) return null;
  const [user] = await db
    .select({ email: users.email, name: users.name, settings: users.notificationSettings })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || !user.settings.email_notifications) return null;
  return { email: user.email, name: user.name };
}

/** Mail failures are logged, never undo the change: the thread already holds it. */
async function send(deps: EnquiryDeps, to: string, subject: string, lines: string[]): Promise<void> {
  try {
    await deps.sendMail({ to, subject, text: [...lines, '', `— ${site.brand}`].join('\n') });
  } catch (error) {
    console.error(`enquiry mail to ${to} failed`, error);
  }
}

/** The request as a business reads it: contact details only when the couple shared them. */
export function requestLines(t: ThreadFacts): string[] {
  const lines = [
    `Couple: ${t.coupleName}`,
    `Functions: ${formatFunctions(t.functions)}`,
    `When: ${formatEventWhen(t.eventDate, t.eventMonth)}`,
    `Guests: ${t.guestCount.toLocaleString('en-IN')}`,
    `Budget: ${t.budget === null ? 'not given' : formatRupees(t.budget)}`,
  ];
  if (t.contactShared) {
    if (t.sharedPhone) lines.push(`Phone: ${t.sharedPhone}`);
    if (t.sharedEmail) lines.push(`E-mail: ${t.sharedEmail}`);
  } else {
    lines.push('The couple has not shared contact details; reply on Mandap.');
  }
  return lines;
}

export async function notifyNewEnquiry(deps: EnquiryDeps, t: ThreadFacts, message: string): Promise<void> {
  const to = await recipient(deps.db, t.businessUserId);
  if (!to) return;
  await send(deps, to.email, `New enquiry for ${t.listingName} from ${t.coupleName}`, [
    `${t.coupleName} sent an enquiry to ${t.listingName}.`,
    '',
    ...requestLines(t),
    '',
    message,
    '',
    `Read and reply: ${businessThreadUrl(deps.origin, t.id)}`,
  ]);
}

/** An enquiry to a listing nobody has claimed: to its public e-mail, with the one-time claim link. */
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
    await send(deps, to.email, `${t.coupleName} replied about ${t.listingName}`, [body, '', `Reply: ${businessThreadUrl(deps.origin, t.id)}`]);
    return;
  }
  const to = await recipient(deps.db, t.coupleUserId);
  if (!to) return;
  await send(deps, to.email, `${t.listingName} replied to your enquiry`, [body, '', `Reply: ${coupleThreadUrl(deps.origin, t.id)}`]);
}

export async function notifyQuote(deps: EnquiryDeps, t: ThreadFacts, quote: { amount: number; includes: string; validUntil: string }): Promise<void> {
  const to = await recipient(deps.db, t.coupleUserId);
  if (!to) return;
  await send(deps, to.email, `${t.listingName} sent you a quote: ${formatRupees(quote.amount)}`, [
    `Amount: ${formatRupees(quote.amount)}`,
    `Includes: ${quote.includes}`,
    `Valid until: ${formatDay(quote.validUntil)}`,
    '',
    `Compare and accept: ${coupleThreadUrl(deps.origin, t.id)}`,
  ]);
}

export async function notifyDeclined(deps: EnquiryDeps, t: ThreadFacts, reason: string): Promise<void> {
  const to = await recipient(deps.db, t.coupleUserId);
  if (!to) return;
  await send(deps, to.email, `${t.listingName} declined your enquiry`, [`Their reason: ${reason}`, '', coupleThreadUrl(deps.origin, t.id)]);
}

export async function notifyBooking(deps: EnquiryDeps, t: ThreadFacts, amount: number): Promise<void> {
  const when = formatEventWhen(t.eventDate, t.eventMonth);
  const [couple, business] = await Promise.all([recipient(deps.db, t.coupleUserId), recipient(deps.db, t.businessUserId)]);
  if (couple) {
    await send(deps, couple.email, `Booked: ${t.listingName}`, [
      `You accepted the quote of ${t.listingName} for ${formatRupees(amount)}.`,
      `${formatFunctions(t.functions)}, ${when}, ${t.guestCount.toLocaleString('en-IN')} guests.`,
      '',
      coupleThreadUrl(deps.origin, t.id),
    ]);
  }
  if (business) {
    await send(deps, business.email, `New booking: ${t.coupleName}, ${when}`, [
      `${t.coupleName} accepted your quote of ${formatRupees(amount)} for ${t.listingName}.`,
      '',
      ...requestLines(t),
      '',
      businessThreadUrl(deps.origin, t.id),
    ]);
  }
}
