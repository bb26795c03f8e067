import type { WeddingSide } from '../wedding/sides.ts';

// The families' badges differ in colour as well as in words; "both" stays plain.
const tone: Record<WeddingSide, string> = {
  bride: 'bg-maroon-50 text-maroon-800',
  groom: 'bg-saffron-100 text-maroon-900',
  both: 'bg-stone-100 text-stone-700',
};

/**
 * A small badge naming whose guest or household it is ("Bride's side"). The lists show it for
 * one family's guests only: most of a couple's guests are on both sides, and need no mark.
 */
export default function SideBadge({ side, label, className = '' }: { side: WeddingSide; label: string; className?: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tone[side]} ${className}`}
      data-testid="side-badge"
      data-side={side}
    >
      {label}
    </span>
  );
}
