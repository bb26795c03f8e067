// The self-hosted faces as the site ships them: each npm package's file cut by harfbuzz's
// subsetter (WebAssembly, offline). The Latin faces keep the characters of
// src/styles/font-subset.ts and every glyph shaping can reach from them (subset-font). The
// Devanagari face keeps its characters too, but only the glyphs that shaping the texts of
// ./devanagari.ts passes through (no layout closure, which would keep every conjunct of the package),
// with its variable axis cut to the weights the site sets.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Blob, Buffer as ShapingBuffer, BufferContentType, Face as ShapingFace, Font as ShapingFont, shape } from 'harfbuzzjs';
import { DEVANAGARI_PACKAGE_FILE, DEVANAGARI_TEXT, DEVANAGARI_WEIGHTS, FONT_TEXT } from '../../src/styles/font-subset.ts';
import { devanagariTexts } from './devanagari.ts';

const require = createRequire(import.meta.url);
type AxisRange = number | { min: number; max: number };
const subsetFont = require('subset-font') as (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2'; variationAxes?: Record<string, AxisRange> },
) => Promise<Buffer>;
const fontverter = require('fontverter') as { convert: (font: Buffer, to: 'truetype' | 'woff2', from?: 'truetype') => Promise<Buffer> };

export const FONTS_DIR = 'src/assets/fonts';

interface Face {
  /** The package file. */
  from: string;
  /** The file in FONTS_DIR that astro.config.mjs names. */
  to: string;
  text: string;
  axes?: Record<string, { min: number; max: number }>;
  /** Keep only the glyphs that shaping these texts passes through (none other that shaping could reach). */
  shaped?: () => string[];
}

export const FACES: Face[] = [
  { from: '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2', to: 'playfair-display-700.woff2', text: FONT_TEXT },
  { from: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2', to: 'source-sans-3-wght.woff2', text: FONT_TEXT },
  {
    from: DEVANAGARI_PACKAGE_FILE,
    to: 'noto-sans-devanagari-wght.woff2',
    text: DEVANAGARI_TEXT,
    axes: { wght: { ...DEVANAGARI_WEIGHTS } },
    shaped: devanagariTexts,
  },
];

/** The package's face and its subset. */
export async function subsetFace(face: Face): Promise<{ source: Buffer; subset: Buffer }> {
  const source = readFileSync(require.resolve(face.from));
  if (face.shaped) return { source, subset: await subsetToGlyphs(source, face) };
  const options = face.axes ? { targetFormat: 'woff2' as const, variationAxes: face.axes } : { targetFormat: 'woff2' as const };
  return { source, subset: await subsetFont(source, face.text, options) };
}

/**
 * A shaper for a face (at its default instance): text in, every glyph its shaping passes
 * through out, the intermediate ones too (a later substitution reads them: a reph, then the
 * reph with the anusvara above it).
 */
function glyphShaper(font: Buffer): (text: string) => number[] {
  const shaper = new ShapingFont(new ShapingFace(new Blob(font), 0));
  return (text) => {
    const buffer = new ShapingBuffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    const glyphs: number[] = [];
    // harfbuzz reports each step of shaping; the buffer then holds that step's glyphs.
    buffer.setMessageFunc((step) => {
      if (step.getContentType() === BufferContentType.GLYPHS) for (const glyph of step.getGlyphInfos()) glyphs.push(glyph.codepoint);
      return true;
    });
    shape(shaper, buffer);
    return glyphs;
  };
}

// harfbuzz's subsetter, called directly: subset-font cannot be given glyphs, or told not to close over layout.
const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;
const tag = (name: string) => [...name].reduce((value, ch) => (value << 8) + ch.charCodeAt(0), 0);

type SubsetWasm = Record<string, (...args: number[]) => number> & { memory: WebAssembly.Memory };
let wasm: Promise<SubsetWasm> | undefined;
function subsetter(): Promise<SubsetWasm> {
  wasm ??= WebAssembly.instantiate(readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'))).then(({ instance }) => {
    const exports = instance.exports as unknown as SubsetWasm;
    exports._initialize!();
    return exports;
  });
  return wasm;
}

/** A face file (woff2) as the shaper reads it. */
export function toTruetype(font: Buffer): Promise<Buffer> {
  return fontverter.convert(font, 'truetype');
}

async function subsetToGlyphs(source: Buffer, face: Face): Promise<Buffer> {
  const truetype = await toTruetype(source);
  const glyphs = new Set(face.shaped!().flatMap(glyphShaper(truetype)));
  const hb = await subsetter();
  const input = hb.hb_subset_input_create_or_fail!();
  const data = hb.malloc!(truetype.length);
  new Uint8Array(hb.memory.buffer).set(truetype, data);
  const blob = hb.hb_blob_create!(data, truetype.length, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const hbFace = hb.hb_face_create!(blob, 0);
  hb.hb_blob_destroy!(blob);
  try {
    const features = hb.hb_subset_input_set!(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    hb.hb_set_clear!(features);
    hb.hb_set_invert!(features); // every layout feature, as subset-font keeps them
    hb.hb_subset_input_set_flags!(input, hb.hb_subset_input_get_flags!(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
    const unicodes = hb.hb_subset_input_unicode_set!(input);
    for (const ch of face.text) hb.hb_set_add!(unicodes, ch.codePointAt(0)!);
    const glyphSet = hb.hb_subset_input_glyph_set!(input);
    for (const glyph of glyphs) hb.hb_set_add!(glyphSet, glyph);
    for (const [axis, { min, max }] of Object.entries(face.axes ?? {}))
      if (!hb.hb_subset_input_set_axis_range!(input, hbFace, tag(axis), min, max, NaN)) throw new Error(`${face.from} has no ${axis} axis`);
    const subset = hb.hb_subset_or_fail!(hbFace, input);
    if (!subset) throw new Error(`harfbuzz could not subset ${face.from}`);
    const result = hb.hb_face_reference_blob!(subset);
    const offset = hb.hb_blob_get_data!(result, 0);
    const bytes = Buffer.from(new Uint8Array(hb.memory.buffer).slice(offset, offset + hb.hb_blob_get_length!(result)));
    hb.hb_blob_destroy!(result);
    hb.hb_face_destroy!(subset);
    return fontverter.convert(bytes, 'woff2', 'truetype');
  } finally {
    hb.hb_subset_input_destroy!(input);
    hb.hb_face_destroy!(hbFace);
    hb.free!(data);
  }
}
