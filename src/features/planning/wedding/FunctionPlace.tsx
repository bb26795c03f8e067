// When and where a function is, with a map link and the dress code: on the couple's Functions
// tab and, rendered to plain HTML without JavaScript, on a household's RSVP page.
import { formatWhen, mapLink, type WeddingFunction } from './functions.ts';

type Props = {
  fn: Pick<WeddingFunction, 'name' | 'date' | 'startTime' | 'venueName' | 'address' | 'dressCode'>;
  /** The Functions tab sets the details smaller than the RSVP page does. */
  compact?: boolean;
};

export default function FunctionPlace({ fn, compact = false }: Props) {
  const detail = compact ? 'text-sm text-stone-700' : 'text-stone-700';
  return (
    <>
      <p className={compact ? 'text-stone-700' : undefined}>{formatWhen(fn)}</p>
      {fn.venueName ? <p>{fn.venueName}</p> : null}
      {fn.address ? (
        <p className={detail}>
          {fn.address}{' '}
          <a className="font-semibold text-maroon-700 underline" href={mapLink(fn.address)} target="_blank" rel="noreferrer noopener">
            Map<span className="sr-only"> of {fn.name} (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      {fn.dressCode ? <p className={detail}>Dress code: {fn.dressCode}</p> : null}
    </>
  );
}
