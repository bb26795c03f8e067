import { fullStars } from './reviews.ts';

/** Whole stars (rounded down) out of 5, with the exact figure for screen readers. */
export function Stars({ average, className = '' }: { average: number; className?: string }) {
  const full = fullStars(average);
  return (
    <span className={`inline-flex items-center text-saffron-500 ${className}`} data-stars={full}>
      <span aria-hidden="true">{'★'.repeat(full)}</span>
      <span aria-hidden="true" className="text-stone-300">
        {'★'.repeat(5 - full)}
      </span>
      <span className="sr-only">{`${full} out of 5 stars`}</span>
    </span>
  );
}
