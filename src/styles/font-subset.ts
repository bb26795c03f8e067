// The characters the self-hosted faces keep (scripts/subset-fonts.ts) and the unicode-range
// their @font-face rules declare (astro.config.mjs). Latin faces: printable ASCII and the few
// other signs the site's own text uses. The rupee sign is left to the system face (the faces
// have none), so prices never pull in a font file of their own.
type Ranges = [number, number][];

const LATIN_RANGES: Ranges = [
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

/**
 * Devanagari for today's Hindi: every letter, vowel sign and sign that Hindi words and people's
 * names use (the nukta letters and ॐ too), the dandas, the joiners and the dotted circle that
 * shaping needs. The subsetter keeps every conjunct these reach.
 */
const DEVANAGARI_RANGES: Ranges = [
  [0x0901, 0x0939], // signs, vowels, consonants
  [0x093c, 0x094d], // nukta, avagraha, vowel signs, virama
  [0x0950, 0x0950], // ॐ
  [0x0958, 0x0965], // nukta letters, vocalic vowels, dandas
  [0x0970, 0x0970], // abbreviation sign
  [0x200c, 0x200d], // zero-width non-joiner and joiner
  [0x25cc, 0x25cc], // dotted circle (a vowel sign shown alone)
];

/**
 * The rest of the package's Devanagari file: Devanagari digits (the site writes Latin ones),
 * Vedic signs, and the letters of Marathi, Sindhi and other languages. A second face gives
 * these the whole uncut file, fetched only by a page that holds one of them.
 */
const DEVANAGARI_REST_RANGES: Ranges = [
  [0x0900, 0x0900],
  [0x093a, 0x093b],
  [0x094e, 0x094f],
  [0x0951, 0x0957],
  [0x0966, 0x096f],
  [0x0971, 0x097f],
  [0x1cd0, 0x1cf9],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
];

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
const unicodeRange = (ranges: Ranges) => ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
const characters = (ranges: Ranges) => ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join('');

export const FONT_UNICODE_RANGE = unicodeRange(LATIN_RANGES);
export const FONT_TEXT = characters(LATIN_RANGES);
export const DEVANAGARI_UNICODE_RANGE = unicodeRange(DEVANAGARI_RANGES);
export const DEVANAGARI_TEXT = characters(DEVANAGARI_RANGES);
export const DEVANAGARI_REST_UNICODE_RANGE = unicodeRange(DEVANAGARI_REST_RANGES);
/** The package's Devanagari file: cut by scripts/subset-fonts.ts, and served whole for the rest. */
export const DEVANAGARI_PACKAGE_FILE = '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2';

/**
 * The weights the Devanagari face keeps (its variable axis cut to this span): body text at 400,
 * labels at 600 and headings at 700; lighter or heavier requests take the nearest end. Cut to
 * these weights and characters, and to the conjuncts of scripts/fonts/devanagari.ts, the file
 * weighs 39 KB rather than 121 KB (56 KB with every conjunct of the package).
 */
export const DEVANAGARI_WEIGHTS = { min: 400, max: 700 } as const;
