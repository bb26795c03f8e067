// Cover art for the catalogue: a finite set of SVG designs per kind, pre-rendered at
// build time under /art/{kind}/{n}.svg. Pure and deterministic, so the same (kind, n)
// always draws the same picture.

export const ART_KINDS = ['venue', 'vendor', 'idea', 'gallery', 'avatar'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

/** Designs per kind; files 0 … ART_VARIANTS - 1 exist for each kind. */
export const ART_VARIANTS = 64;

export function isArtKind(value: string): value is ArtKind {
  return (ART_KINDS as readonly string[]).includes(value);
}

/** `n` wrapped into 0 … m-1 (negative ids too). */
export const mod = (n: number, m: number) => ((Math.trunc(n) % m) + m) % m;

/**
 * The design for the row with this id. 37 is coprime with 64, so any 64 consecutive ids
 * get 64 different designs and neighbours never share one.
 */
export function artIndex(id: number, offset = 0): number {
  return mod(id * 37 + offset, ART_VARIANTS);
}

export function artUrl(kind: ArtKind, n: number): string {
  return `/art/${kind}/${mod(n, ART_VARIANTS)}.svg`;
}

/** The design an address of generated art names (`/art/gallery/29.svg`), or null when no built file has it. */
export function parseArtUrl(address: string): { kind: ArtKind; n: number } | null {
  const match = /^\/art\/([a-z]+)\/(0|[1-9]\d*)\.svg$/.exec(address);
  if (!match || !isArtKind(match[1]!)) return null;
  const n = Number(match[2]);
  return n < ART_VARIANTS ? { kind: match[1], n } : null;
}

/**
 * The venue scenes (drawings, see SCENES) that suit each venue type, so a heritage property
 * never shows a beach: 0 mandap, 1 gateway, 2 palace, 3 garden, 4 beach, 5 lake palace,
 * 6 banquet hall, 7 tent.
 */
export const VENUE_SCENES_BY_TYPE: Record<string, readonly number[]> = {
  hotel: [6, 0, 1],
  banquet: [6, 0],
  heritage: [2, 5, 1],
  farmhouse: [3, 7, 0],
  resort: [3, 5, 0],
  beach: [4, 7],
  garden: [3, 7, 0],
  destination: [5, 2, 4, 3],
};
const ANY_SCENE = [0, 1, 2, 3, 4, 5, 6, 7];

/** The drawing of venue design `n` (8 palettes per drawing). */
export function venueScene(n: number): number {
  return Math.floor(mod(n, ART_VARIANTS) / 8);
}

/**
 * Venue designs that suit the type, cover first: the cover for the row with this id, then
 * `count` more for its gallery, all different, in the type's scenes and varied palettes.
 */
export function venueArtIndexes(type: string, id: number, count: number): number[] {
  const scenes = VENUE_SCENES_BY_TYPE[type] ?? ANY_SCENE;
  const designs = scenes.length * 8;
  const start = mod(id * 37, designs);
  // 5 is coprime with every count of designs here (16, 24, 32, 64), so no design repeats.
  return Array.from({ length: Math.min(count + 1, designs) }, (_, k) => {
    const j = mod(start + k * 5, designs);
    return scenes[Math.floor(j / 8)]! * 8 + (j % 8);
  });
}

/** `count` designs for a row's gallery, all different from each other and from its cover. */
export function galleryArtIndexes(cover: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => mod(cover + 9 * (i + 1), ART_VARIANTS));
}
