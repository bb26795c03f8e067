// Review display helpers, safe and light for browser scripts (no zod).

/** Whole stars shown for an average (rounded down), out of 5. */
export function fullStars(average: number): number {
  return Math.max(0, Math.min(5, Math.floor(average)));
}

const reviewDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "21 Nov 2026" */
export function formatReviewDate(iso: string): string {
  return reviewDate.format(new Date(iso));
}
