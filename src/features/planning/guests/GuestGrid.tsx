import { Fragment } from 'react';
import type { GuestRow, GuestRowActions } from './guest-rows.ts';
import { GuestActions, InvitedBox, RsvpSelect, SelectBox } from './GuestRowControls.tsx';
import { mealLabel, sideLabel, useGuestTexts } from './use-guest-texts.ts';
import SideBadge from './SideBadge.tsx';

/** The grid view: one card per guest, the same rows and controls as the table. */
export default function GuestGrid({ rows, actions }: { rows: GuestRow[]; actions: GuestRowActions }) {
  const t = useGuestTexts();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {rows.map((row) => {
        const g = row.guest;
        return (
          <Fragment key={g.id}>
            {row.group ? (
              <li className="font-semibold text-maroon-800 sm:col-span-2 lg:col-span-3" data-testid="household-group">
                {t.groupHeading({ name: row.group.name, count: row.group.size })}
                {row.group.continued ? t.continued : ''}
              </li>
            ) : null}
            <li className="card flex flex-col gap-2 p-4" data-testid="guest-card">
              <div className="flex items-start gap-2">
                <SelectBox row={row} actions={actions} className="mt-1 h-4 w-4 accent-maroon-700" />
                <h3 className="font-semibold break-words">{g.fullName}</h3>
                {g.side !== 'both' ? <SideBadge side={g.side} label={sideLabel(t, g.side)} /> : null}
              </div>
              {row.household ? <p className="text-sm text-maroon-700">{t.householdOf({ name: row.household })}</p> : null}
              <p className="text-sm break-words text-stone-700">{row.contact.join(' · ') || t.noContact}</p>
              <p className="text-sm">{t.mealAndTable({ meal: mealLabel(t, row.meal), table: row.table })}</p>
              <div className="flex flex-wrap items-center gap-3">
                <RsvpSelect guest={g} onChange={(rsvp) => actions.setRsvp(g, rsvp)} />
                <InvitedBox guest={g} onChange={(isInvited) => actions.setInvited(g, isInvited)} withLabel />
              </div>
              <GuestActions guest={g} actions={actions} />
            </li>
          </Fragment>
        );
      })}
    </ul>
  );
}
