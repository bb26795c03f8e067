// One activity row as the sentence the Overview shows, in the account's language.
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import { formatRupees } from '../../../lib/money.ts';
import { subjectParts, type ActivityEntry } from './activity.ts';
import type { activityMessages } from './messages.ts';

export type ActivityTexts = Bound<CatalogueOf<typeof activityMessages>>;

const ONE = {
  guest: { added: 'guestAdded', changed: 'guestChanged', removed: 'guestRemoved' },
  household: { added: 'householdAdded', changed: 'householdChanged', removed: 'householdRemoved' },
  booking: { added: 'bookingAdded', changed: 'bookingChanged', removed: 'bookingRemoved' },
  'budget-item': { added: 'itemAdded', changed: 'itemChanged', removed: 'itemRemoved' },
} as const;

const MANY = {
  guest: { added: 'guestsAdded', changed: 'guestsChanged', removed: 'guestsRemoved' },
  household: { added: 'householdsAdded', changed: 'householdsChanged', removed: 'householdsRemoved' },
} as const;

/** "Asha added 3 guests", "Asha recorded ₹50,000 paid for Photographer". */
export function activitySentence(t: ActivityTexts, entry: Pick<ActivityEntry, 'actorName' | 'action' | 'subject' | 'subjectName'>): string {
  const actor = entry.actorName;
  const parts = subjectParts(entry.subject, entry.subjectName);
  if ('count' in parts && (entry.subject === 'guest' || entry.subject === 'household')) {
    return t[MANY[entry.subject][entry.action]]({ actor, count: parts.count });
  }
  const name = 'name' in parts ? parts.name : String(parts.count);
  if (entry.subject === 'payment') {
    if (entry.action === 'removed' || !('amount' in parts)) return t.paymentRemoved({ actor, name });
    return t.paymentRecorded({ actor, name, amount: formatRupees(parts.amount) });
  }
  return t[ONE[entry.subject][entry.action]]({ actor, name });
}
