// When and where a function is, with a map link and the dress code: on the couple's Functions
// tab and, rendered to plain HTML without JavaScript, on a household's RSVP page.
import { formatWhen, mapLink, type WeddingFunction } from './functions.ts';
import type { Locale } from '../../../i18n/locales.ts';

type Props = {
  fn: Pick<WeddingFunction, 'name' | 'date' | 'startTime' | 'venueName' | 'address' | 'dressCode'>;
  /** The Functions tab sets the details smaller than the RSVP page does. */
  compact?: boolean;
  /** A household's RSVP page is in the household's language. */
  locale?: Locale;
  labels?: { map: string; mapOf: (params: { name: string }) => string; dressCode: string };
};

const ENGLISH: NonNullable<Props['labels']> = { map: 'Map', mapOf: ({ name }) => ` of ${name} (opens in a new tab)`, dressCode: 'Dress code:' };

export default function FunctionPlace({ fn, compact = false, locale = 'en', labels = ENGLISH }: Props) {
  const detail = compact ? 'text-sm text-stone-700' : 'text-stone-700';
  return (
    <>
      <p className={compact ? 'text-stone-700' : undefined}>{formatWhen(fn, locale)}</p>
      {fn.venueName ? <p>{fn.venueName}</p> : null}
      {fn.address ? (
        <p className={detail}>
          {fn.address}{' '}
          <a className="font-semibold text-maroon-700 underline" href={mapLink(fn.address)} target="_blank" rel="noreferrer noopener">
            {labels.map}
            <span className="sr-only">{labels.mapOf({ name: fn.name })}</span>
          </a>
        </p>
      ) : null}
      {fn.dressCode ? (
        <p className={detail}>
          {labels.dressCode} {fn.dressCode}
        </p>
      ) : null}
    </>
  );
}
