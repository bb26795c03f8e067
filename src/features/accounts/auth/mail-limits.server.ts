// Limits on the account mails anyone can ask for (password reset, a new verification link):
// per client IP, per mailbox and for the whole site, all counted in one batch before the
// address is looked up, so a known and an unknown address cost the same work.
import type { Db } from '../../../server/db/client.ts';
import { consumeRateLimits } from '../../../server/rate-limit.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Account mails asked for from one client IP per hour (N in docs/security.md). A person needs
 * one or two; a carrier address shared by a few hundred active people rarely needs more than a
 * handful, and a script on one address gets no more than this many mails out per hour.
 */
export const MAIL_IP_LIMIT = 20;
/** Account mails one mailbox receives per hour, however its address is spelled. */
export const MAIL_ADDRESS_LIMIT = 3;
/** Account mails the whole site sends per hour: a flood from many addresses stops here. */
export const MAIL_GLOBAL_LIMIT = 1000;
export const MAIL_WINDOW_MS = HOUR;

/** Providers that ignore dots in the local part (and deliver googlemail.com to gmail.com). */
const DOTLESS_DOMAINS = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * The mailbox an address reaches, as its provider reads it: lower case, no `+tag`, no
 * trailing dot on the domain, and for Gmail no dots in the local part. Only for counting:
 * accounts are still looked up by the address as typed.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.+$/, '');
  local = local.split('+')[0] || local;
  const dotless = DOTLESS_DOMAINS.get(domain);
  if (dotless) {
    domain = dotless;
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

export type MailKind = 'reset' | 'verify';
export type MailOrigin = { ip: string; now?: number };

/** Counts one asked-for mail against the IP, the mailbox and the site; true when all allow it. */
export async function takeMailAllowance(db: Db, kind: MailKind, email: string, origin: MailOrigin): Promise<boolean> {
  const results = await consumeRateLimits(
    db,
    [
      { key: `mail:ip:${origin.ip}`, limit: MAIL_IP_LIMIT, windowMs: MAIL_WINDOW_MS },
      { key: `mail:${kind}:${mailboxOf(email)}`, limit: MAIL_ADDRESS_LIMIT, windowMs: MAIL_WINDOW_MS },
      { key: 'mail:all', limit: MAIL_GLOBAL_LIMIT, windowMs: MAIL_WINDOW_MS },
    ],
    origin.now,
  );
  return results.every((result) => result.allowed);
}
