// The controls each guest row has, in the table and in the grid alike.
import { RSVP_VALUES, type Guest, type Rsvp } from './guests.ts';
import { rsvpLabel, useGuestTexts } from './use-guest-texts.ts';
import type { GuestRow, GuestRowActions } from './guest-rows.ts';

export function SelectBox({ row, actions, className = 'h-4 w-4 accent-maroon-700' }: { row: GuestRow; actions: GuestRowActions; className?: string }) {
  const t = useGuestTexts();
  return (
    <input
      type="checkbox"
      className={className}
      aria-label={t.selectGuest({ name: row.guest.fullName })}
      checked={row.selected}
      onChange={(e) => actions.select([row.guest.id], e.target.checked)}
    />
  );
}

export function RsvpSelect({ guest, onChange }: { guest: Guest; onChange: (rsvp: Rsvp) => void }) {
  const t = useGuestTexts();
  return (
    <select
      className="input min-h-0 py-1"
      aria-label={t.rsvpFor({ name: guest.fullName })}
      value={guest.rsvp}
      onChange={(e) => onChange(e.target.value as Rsvp)}
    >
      {RSVP_VALUES.map((r) => (
        <option key={r} value={r}>
          {rsvpLabel(t, r)}
        </option>
      ))}
    </select>
  );
}

/** The invited checkbox; `withLabel` 'phone' shows its word only below 640 px, where the table has no headings. */
export function InvitedBox({ guest, onChange, withLabel = false }: { guest: Guest; onChange: (invited: boolean) => void; withLabel?: boolean | 'phone' }) {
  const t = useGuestTexts();
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="h-4 w-4 accent-maroon-700"
        checked={guest.isInvited}
        onChange={(e) => onChange(e.target.checked)}
        aria-label={t.invitedGuest({ name: guest.fullName })}
      />
      {withLabel === 'phone' ? <span className="sm:hidden">{t.invited}</span> : withLabel ? t.invited : null}
    </label>
  );
}

export function GuestActions({ guest, actions }: { guest: Guest; actions: GuestRowActions }) {
  const t = useGuestTexts();
  return (
    <span className="inline-flex gap-1">
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => actions.edit(guest)} aria-label={t.editGuestLabel({ name: guest.fullName })}>
        {t.edit}
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm text-red-800"
        onClick={() => actions.remove(guest)}
        aria-label={t.deleteGuestLabel({ name: guest.fullName })}
      >
        {t.delete}
      </button>
    </span>
  );
}
