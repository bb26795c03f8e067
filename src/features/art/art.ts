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

const mod = (n: number, m: number) => ((Math.trunc(n) % m) + m) % m;

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

/** `count` designs for a row's gallery, all different from each other and from its cover. */
export function galleryArtIndexes(cover: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => mod(cover + 9 * (i + 1), ART_VARIANTS));
}
