import { fullStars } from './reviews.ts';

/** What a screen reader hears: "4 out of 5 stars" in the page's language. */
export type StarsLabel = (params: { count: string | number }) => string;
const english: StarsLabel = ({ count }) => `${count} out of 5 stars`;

/** Whole stars (rounded down) out of 5, with the exact figure for screen readers. */
export function Stars({ average, className = '', label = english }: { average: number; className?: string; label?: StarsLabel | undefined }) {
  const full = fullStars(average);
  return (
    <span className={`inline-flex items-center text-saffron-500 ${className}`} data-stars={full}>
      <span aria-hidden="true">{'★'.repeat(full)}</span>
      <span aria-hidden="true" className="text-stone-300">
        {'★'.repeat(5 - full)}
      </span>
      <span className="sr-only">{label({ count: full })}</span>
    </span>
  );
}
