import { formatDay } from '../../../lib/dates.ts';
import { rsvpLabel, sideLabel, useGuestTexts } from '../guests/use-guest-texts.ts';
import SideBadge from '../guests/SideBadge.tsx';
import { useHouseholdTexts } from './use-household-texts.ts';
import type { WeddingFunction } from '../wedding/functions.ts';
import { invitationFor } from './invitation.ts';
import type { Household, HouseholdMember } from './households.ts';

import { useCan } from '../wedding/access-context.tsx';
type Props = {
  household: Household;
  functions: WeddingFunction[];
  couple: string;
  selected: boolean;
  busy: boolean;
  onSelect: (on: boolean) => void;
  onInvite: (functionId: string, invited: boolean) => void;
  onChild: (member: HouseholdMember, isChild: boolean) => void;
  onMove: (member: HouseholdMember) => void;
  onEdit: () => void;
  onDelete: () => void;
  onCopy: (link: string) => void;
  onQr: () => void;
  onRegenerate: () => void;
};

/** One household: its people, its invitations (a checkbox per function) and its link. */
export default function HouseholdCard(p: Props) {
  const t = useHouseholdTexts();
  const g = useGuestTexts();
  const h = p.household;
  const invitation = invitationFor(h, p.functions, p.couple);
  const people = h.members.length + h.extras.length;
  const titleId = `household-${h.id}`;
  // A viewer reads the household, its invitations and its link; nothing here changes for them.
  const canWrite = useCan('guests');
  return (
    <li className="card p-4" data-testid="household" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start gap-3">
        {canWrite ? (
          <input
            type="checkbox"
            className="mt-1.5 h-4 w-4 accent-maroon-700"
            aria-label={t.select({ name: h.name })}
            checked={p.selected}
            onChange={(e) => p.onSelect(e.target.checked)}
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <h4 id={titleId} className="text-lg font-semibold break-words text-maroon-800">
            {h.name}
            {h.side !== 'both' ? <SideBadge side={h.side} label={sideLabel(g, h.side)} className="ml-2 align-middle" /> : null}
            {h.newReply ? (
              <span className="ml-2 rounded-full bg-saffron-100 px-2 py-0.5 align-middle text-xs font-semibold text-maroon-900">{t.newReply}</span>
            ) : null}
          </h4>
          <p className="text-sm text-stone-700">
            {h.phone ?? t.noPhone} · {t.people({ people, count: h.allowance })}
            {h.repliedAt ? t.replied({ date: formatDay(h.repliedAt, t.$locale) }) : t.noReply}
            {h.needsAccommodation ? t.needsAccommodation : ''}
          </p>
        </div>
        {canWrite ? (
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-ghost btn-sm" onClick={p.onEdit}>
              {t.edit}
              <span className="sr-only"> {h.name}</span>
            </button>
            {h.members.length === 0 ? (
              <button type="button" className="btn btn-ghost btn-sm text-red-800" onClick={p.onDelete}>
                {t.delete}
                <span className="sr-only"> {h.name}</span>
              </button>
            ) : null}
          </div>
        ) : null}
      </div>

      <ul className="mt-2 space-y-1 text-sm" aria-label={t.peopleOf({ name: h.name })}>
        {h.members.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium">{m.fullName}</span>
            <span className="text-stone-600">{rsvpLabel(g, m.rsvp)}</span>
            <label className="flex items-center gap-1 text-stone-700">
              <input
                type="checkbox"
                className="h-4 w-4 accent-maroon-700"
                checked={m.isChild}
                disabled={!canWrite || p.busy}
                onChange={(e) => p.onChild(m, e.target.checked)}
              />
              {t.child}
              <span className="sr-only">: {m.fullName}</span>
            </label>
            {canWrite ? (
              <button type="button" className="text-maroon-700 underline" onClick={() => p.onMove(m)}>
                {t.move}
                <span className="sr-only">{t.moveToAnother({ name: m.fullName })}</span>
              </button>
            ) : null}
          </li>
        ))}
        {h.extras.map((x) => (
          <li key={x.id} className="text-stone-700">
            {x.fullName} <span className="text-stone-500">{x.isChild ? t.extraChild : t.extraGuest}</span>
          </li>
        ))}
        {people === 0 ? <li className="text-stone-600">{t.noGuests}</li> : null}
      </ul>

      {p.functions.length ? (
        <fieldset className="mt-3">
          <legend className="text-sm font-semibold text-stone-700">{t.invitedTo}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {p.functions.map((f) => (
              <label key={f.id} className="flex items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-maroon-700"
                  checked={h.invitedFunctionIds.includes(f.id)}
                  disabled={!canWrite || p.busy}
                  onChange={(e) => p.onInvite(f.id, e.target.checked)}
                />
                {f.name}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <div className="mt-3 flex flex-wrap gap-2">
        <a className="btn btn-secondary btn-sm" href={invitation.whatsapp} target="_blank" rel="noopener noreferrer">
          {t.share}
          <span className="sr-only">{t.shareWith({ name: h.name })}</span>
        </a>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => p.onCopy(h.link)}>
          {t.copyLink}
          <span className="sr-only">{t.forName({ name: h.name })}</span>
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={p.onQr}>
          {t.qrCode}
          <span className="sr-only">{t.forName({ name: h.name })}</span>
        </button>
        {canWrite ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={p.onRegenerate}>
            {t.newLink}
            <span className="sr-only">{t.forName({ name: h.name })}</span>
          </button>
        ) : null}
      </div>
    </li>
  );
}
