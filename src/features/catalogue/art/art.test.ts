import { describe, expect, it } from 'vitest';
import { ART_KINDS, ART_VARIANTS, artIndex, artUrl, galleryArtIndexes, parseArtUrl } from './art.ts';
import { ART_SIZES, artSvg } from './art-svg.ts';

describe('cover art', () => {
  it('draws the same SVG for the same kind and number', () => {
    for (const kind of ART_KINDS) {
      for (const n of [0, 17, 63]) expect(artSvg(kind, n)).toBe(artSvg(kind, n));
    }
  });

  it('draws 64 different designs per kind, and different kinds differently', () => {
    for (const kind of ART_KINDS) {
      const designs = new Set(Array.from({ length: ART_VARIANTS }, (_, n) => artSvg(kind, n)));
      expect(designs.size).toBe(ART_VARIANTS);
    }
    expect(artSvg('venue', 5)).not.toBe(artSvg('vendor', 5));
    expect(artSvg('idea', 5)).not.toBe(artSvg('vendor', 5));
  });

  it('stays small, self-contained and free of inline styles', () => {
    for (const kind of ART_KINDS) {
      for (let n = 0; n < ART_VARIANTS; n++) {
        const svg = artSvg(kind, n);
        expect(Buffer.byteLength(svg)).toBeLessThan(3 * 1024);
        expect(svg).not.toMatch(/style=|<style|<script|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        // Every element that opens is closed or self-closing.
        const opened = svg.match(/<[a-zA-Z][^>]*[^/]>/g)?.length ?? 0;
        const closed = svg.match(/<\/[a-zA-Z]+>/g)?.length ?? 0;
        expect(opened).toBe(closed);
      }
    }
  });

  it('has the aspect of its use: 16/10 cards, 4/5 gallery photos, square avatars', () => {
    const aspect = (kind: (typeof ART_KINDS)[number]) => {
      const svg = artSvg(kind, 3);
      const [, w, h] = svg.match(/width="(\d+)" height="(\d+)"/)!;
      const [, vw, vh] = svg.match(/viewBox="0 0 (\d+) (\d+)"/)!;
      expect(Number(w) / Number(h)).toBeCloseTo(Number(vw) / Number(vh));
      expect({ width: Number(w), height: Number(h) }).toEqual(ART_SIZES[kind]);
      return Number(w) / Number(h);
    };
    expect(aspect('venue')).toBeCloseTo(16 / 10);
    expect(aspect('vendor')).toBeCloseTo(16 / 10);
    expect(aspect('idea')).toBeCloseTo(16 / 10);
    expect(aspect('gallery')).toBeCloseTo(4 / 5);
    expect(aspect('avatar')).toBe(1);
  });

  it('never gives neighbouring ids the same design', () => {
    for (let id = 1; id < 5000; id++) {
      expect(artIndex(id)).not.toBe(artIndex(id + 1));
      expect(artIndex(id)).toBeGreaterThanOrEqual(0);
      expect(artIndex(id)).toBeLessThan(ART_VARIANTS);
    }
    const window = new Set(Array.from({ length: ART_VARIANTS }, (_, i) => artIndex(100 + i)));
    expect(window.size).toBe(ART_VARIANTS);
  });

  it('keeps gallery designs apart from each other and from the cover', () => {
    for (let cover = 0; cover < ART_VARIANTS; cover++) {
      const gallery = galleryArtIndexes(cover, 6);
      expect(new Set(gallery).size).toBe(6);
      expect(gallery).not.toContain(cover);
    }
  });

  it('points at the pre-rendered files', () => {
    expect(artUrl('venue', 12)).toBe('/art/venue/12.svg');
    expect(artUrl('idea', 64 + 3)).toBe('/art/idea/3.svg');
    expect(artUrl('gallery', -1)).toBe('/art/gallery/63.svg');
  });

  it('reads back only the addresses of files that are built', () => {
    expect(parseArtUrl('/art/gallery/29.svg')).toEqual({ kind: 'gallery', n: 29 });
    expect(parseArtUrl(artUrl('idea', 63))).toEqual({ kind: 'idea', n: 63 });
    for (const address of ['/art/gallery/64.svg', '/art/gallery/029.svg', '/art/poster/1.svg', '/art/gallery/1.png', './images/art/gallery/1.svg']) {
      expect(parseArtUrl(address), address).toBeNull();
    }
  });
});

describe('venue cover art', () => {
  it('draws only scenes that suit the venue type, all different', async () => {
    const { VENUE_SCENES_BY_TYPE, venueArtIndexes, venueScene } = await import('./art.ts');
    for (const [type, scenes] of Object.entries(VENUE_SCENES_BY_TYPE)) {
      for (const id of [1, 2, 9, 64, 301]) {
        const designs = venueArtIndexes(type, id, 6);
        expect(designs).toHaveLength(7);
        expect(new Set(designs).size).toBe(7);
        for (const n of designs) expect(scenes).toContain(venueScene(n));
      }
    }
    // A heritage property never shows the beach (scene 4).
    for (let id = 1; id <= 200; id++) expect(venueArtIndexes('heritage', id, 6).map(venueScene)).not.toContain(4);
  });
});
