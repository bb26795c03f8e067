import { useState } from 'react';
import { actions } from 'astro:actions';
import { callAction, reasonOf } from '../../../lib/form-errors.ts';
import { formatRupees } from '../../../lib/money.ts';
import { toast } from '../../../lib/toast.ts';
import { CardAction, CardMedia, CardRating, LISTING_PLACEHOLDERS } from '../listings/ListingCardParts.tsx';
import { shortlistMessages } from './shortlists.ts';
import type { ShortlistEntry } from './shortlists.ts';

const SHORTLIST_CARD_SIZES = '(min-width: 1024px) 30vw, (min-width: 640px) 46vw, calc(100vw - 2rem)';

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
      {items.map((item) => {
        const isVenue = item.itemType === 'venue';
        return (
          <li key={item.id} className="card flex flex-col overflow-hidden">
            <CardMedia
              coverPhoto={item.coverPhoto}
              coverImageUrl={item.imageUrl}
              placeholder={LISTING_PLACEHOLDERS[isVenue ? 'venue' : 'vendor']}
              sizes={SHORTLIST_CARD_SIZES}
            />
            <div className="flex flex-1 flex-col gap-2 p-4">
              <p className="text-xs font-semibold uppercase tracking-wide text-maroon-700">{isVenue ? 'Venue' : (item.category ?? 'Vendor')}</p>
              <h3 className="font-serif text-lg font-semibold leading-snug text-maroon-800">
                <a className="hover:underline" href={item.href}>
                  {item.name}
                </a>
              </h3>
              {item.location ? <p className="text-sm text-stone-600">{item.location}</p> : null}
              {item.ratingAverage !== null && item.reviewCount !== null ? <CardRating average={item.ratingAverage} count={item.reviewCount} /> : null}
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {item.capacity !== null ? (
                  <>
                    <dt className="text-stone-500">Capacity</dt>
                    <dd>{item.capacityMin !== null ? `${item.capacityMin}-${item.capacity}` : `Up to ${item.capacity}`} guests</dd>
                  </>
                ) : null}
                {item.pricePerPlate !== null ? (
                  <>
                    <dt className="text-stone-500">Per plate</dt>
                    <dd>{formatRupees(item.pricePerPlate)} veg</dd>
                  </>
                ) : null}
                {item.price !== null ? (
                  <>
                    <dt className="text-stone-500">Starting price</dt>
                    <dd className="font-semibold">{formatRupees(item.price)}</dd>
                  </>
                ) : null}
              </dl>
              <div className="mt-auto flex items-center gap-2 pt-1">
                <div className="flex-1">
                  <CardAction href={item.href} label={isVenue ? 'View venue' : 'View vendor'} />
                </div>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm mt-3"
                  disabled={removing === item.id}
                  onClick={() => remove(item)}
                  aria-label={`Remove ${item.name} from shortlist`}
                >
                  {removing === item.id ? 'Removing...' : 'Remove'}
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
