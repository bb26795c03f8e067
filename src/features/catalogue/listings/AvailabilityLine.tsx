// A card's availability line: "Free on 27 Feb, 4 Mar", "Partly free on …" or "Availability not
// confirmed"; the words carry the meaning, the colour only repeats it.
import type { CardAvailability } from '../../marketplace/index.ts';

const TONE: Record<CardAvailability['status'], string> = {
  free: 'bg-emerald-50 text-emerald-900',
  partly: 'bg-amber-50 text-amber-900',
  unconfirmed: 'bg-stone-100 text-stone-800',
};

export function AvailabilityLine({ text, status }: { text: string; status: CardAvailability['status'] }) {
  return (
    <p className={`w-fit rounded px-2 py-0.5 text-sm font-semibold ${TONE[status]}`} data-availability={status}>
      {text}
    </p>
  );
}
