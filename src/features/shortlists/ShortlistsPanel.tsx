import { useState } from 'react';
import { actions } from 'astro:actions';
import { callAction, reasonOf } from '../../lib/form-errors.ts';
import { formatRupees } from '../../lib/money.ts';
import { toast } from '../../lib/toast.ts';
import { shortlistMessages } from './shortlists.ts';
import type { ShortlistEntry } from './shortlists.ts';

type Props = { items: ShortlistEntry[]; onChange: (update: (items: ShortlistEntry[]) => ShortlistEntry[]) => void };

/** The couple's shortlisted venues and vendors, each removable. */
export default function ShortlistsPanel({ items, onChange }: Props) {
  const [removing, setRemoving] = useState<number | null>(null);

  async function remove(entry: ShortlistEntry) {
    setRemoving(entry.id);
    const { error } = await callAction(() => actions.shortlists.remove({ id: entry.id }));
    setRemoving(null);
    if (error) {
      toast({ title: 'Error', description: reasonOf(error), variant: 'destructive' });
      return;
    }
    onChange((list) => list.filter((i) => i.id !== entry.id));
    toast({ title: shortlistMessages.removed, variant: 'success' });
  }

  if (items.length === 0) {
    return (
      <div className="card p-8 text-center">
        <p className="font-semibold">Your shortlist is empty</p>
        <p className="mt-1 text-stone-600">Shortlist venues and vendors while you browse, and they will appear here.</p>
        <a className="btn btn-primary mt-4" href="/venues">
          Explore Venues
        </a>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="card flex flex-col overflow-hidden">
          {item.imageUrl ? (
            <img src={item.imageUrl} alt="" className="h-36 w-full object-cover" loading="lazy" width={400} height={144} />
          ) : (
            <div className="h-36 bg-maroon-50" />
          )}
          <div className="flex flex-1 flex-col p-4">
            <p className="text-xs font-semibold uppercase tracking-wide text-maroon-700">{item.itemType === 'venue' ? 'Venue' : item.category ?? 'Vendor'}</p>
            <h3 className="mt-1 font-semibold">
              <a className="hover:underline" href={item.href}>
                {item.name}
              </a>
            </h3>
            {item.location ? <p className="text-sm text-stone-600">{item.location}</p> : null}
            <p className="mt-1 text-sm">
              {item.capacity !== null ? `Up to ${item.capacity} guests` : item.price !== null ? `From ${formatRupees(item.price)}` : ''}
            </p>
            <div className="mt-auto pt-3">
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={removing === item.id}
                onClick={() => remove(item)}
                aria-label={`Remove ${item.name} from shortlist`}
              >
                {removing === item.id ? 'Removing...' : 'Remove'}
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
