// Whether each listing of an enquiry is free on the chosen date, before sending: asks the
// public availability check (free or not only) and says "Not available on 27 Feb 2027
// (evening)" where a part of the day is taken.
import { useEffect, useMemo, useState } from 'react';
import { bind, type Bound, type CatalogueOf, type MessagesData } from '../../../i18n/catalogue.ts';
import type { dateCheckMessages } from './date-check-messages.ts';
import { formatDay, isIsoDate } from '../../../lib/dates.ts';
import type { ListingKind } from '../../../lib/listing-ref.ts';

type Status = 'free' | 'booked' | 'unconfirmed';
type Answer = { whole: Status; day: Status; evening: Status };
type Texts = Bound<CatalogueOf<typeof dateCheckMessages>>;

/** The line for one listing's answer. */
export function dateCheckText(answer: Answer, date: string, t: Texts): { text: string; free: boolean } {
  const day = formatDay(date, t.$locale);
  if (answer.whole === 'unconfirmed') return { text: t.notConfirmed({ date: day }), free: false };
  if (answer.whole === 'free') return { text: t.free({ date: day }), free: true };
  if (answer.day === 'booked' && answer.evening === 'booked') return { text: t.notAvailable({ date: day }), free: false };
  return { text: t.notAvailablePart({ date: day, part: answer.evening === 'booked' ? t.evening : t.day }), free: false };
}

type Props = {
  listings: readonly { kind: ListingKind; id: number; name: string }[];
  date: string;
  /** The functions planned on this date, named before each line ("Mehendi: …") when the enquiry's functions fall on several dates. */
  functionNames?: string;
  guests?: number | null;
  messages: MessagesData<CatalogueOf<typeof dateCheckMessages>>;
};

export function DateAvailability({ listings, date, functionNames, messages, guests }: Props) {
  const t = useMemo(() => bind(messages), [messages]);
  // The answers with the question they answer: older answers are not shown for a new date.
  const [answered, setAnswered] = useState<{ key: string; answers: Record<string, Answer> }>({ key: '', answers: {} });
  const key = `${date}|${guests ?? ''}|${listings.map((l) => `${l.kind}-${l.id}`).join(',')}`;
  useEffect(() => {
    if (!isIsoDate(date)) return;
    let current = true;
    const query = `date=${date}${guests ? `&guests=${guests}` : ''}`;
    void Promise.all(
      listings.map(async (l) => {
        const response = await fetch(`/api/listings/${l.kind}/${l.id}/availability?${query}`, { headers: { Accept: 'application/json' } });
        return response.ok ? ([`${l.kind}-${l.id}`, (await response.json()) as Answer] as const) : null;
      }),
    )
      .then((rows) => {
        if (current) setAnswered({ key, answers: Object.fromEntries(rows.filter((r) => r !== null)) });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // `key` names everything the answers depend on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!isIsoDate(date)) return null;
  const answers = answered.key === key ? answered.answers : {};
  const lines = listings.flatMap((l) => {
    const answer = answers[`${l.kind}-${l.id}`];
    if (!answer) return [];
    const { text, free } = dateCheckText(answer, date, t);
    const line = listings.length > 1 ? t.named({ name: l.name, text }) : text;
    return [{ key: `${l.kind}-${l.id}`, free, text: functionNames ? t.named({ name: functionNames, text: line }) : line }];
  });
  return (
    <ul className="mt-2 space-y-1 text-sm" aria-live="polite" data-testid="date-availability">
      {lines.map((line) => (
        <li key={line.key} className={line.free ? 'text-emerald-900' : 'font-semibold text-amber-900'} data-free={line.free}>
          {line.text}
        </li>
      ))}
    </ul>
  );
}
