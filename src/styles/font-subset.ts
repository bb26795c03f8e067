// The characters the brand faces keep (scripts/subset-fonts.ts) and the unicode-range their
// @font-face rules declare (astro.config.mjs): printable ASCII and the few other signs the
// site's own text uses. The rupee sign is left to the system face (the faces have none).
const RANGES: [number, number][] = [
  [0x20, 0x7e], // printable ASCII
  [0xa0, 0xa0], // no-break space (number formats)
  [0xa9, 0xa9], // ©
  [0xb0, 0xb0], // °
  [0xb7, 0xb7], // ·
  [0xd7, 0xd7], // ×
  [0xe9, 0xe9], // é
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2190, 0x2190], // ←
  [0x2192, 0x2192], // →
  [0x2212, 0x2212], // −
];

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

export const FONT_UNICODE_RANGE = RANGES.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
export const FONT_TEXT = RANGES.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join('');
