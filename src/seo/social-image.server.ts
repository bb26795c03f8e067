// Social images, drawn at build time with sharp from the cover art's SVG (no downloads, no
// fonts beyond the system's): 1200×630, the size Open Graph and Twitter cards show whole.
import sharp from 'sharp';
import { artSvg, type ART_KINDS } from '../features/catalogue/index.ts';
import { site } from '../lib/site.ts';
import { SECTION_ART, type Section } from './sections.ts';
import { SOCIAL_IMAGE } from './social-image-size.ts';

type ArtKind = (typeof ART_KINDS)[number];

/** The art is 16:10: drawn 1200 wide it is 750 tall, and the middle 630 are kept. */
const ART_HEIGHT = 750;

/** The drawing inside an art SVG, without its outer element (its size is set anew). */
function artBody(kind: ArtKind, n: number): { viewBox: string; body: string } {
  const match = /^<svg[^>]*viewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>$/.exec(artSvg(kind, n));
  if (!match) throw new Error(`Cover art ${kind}/${n} is not one SVG element`);
  return { viewBox: match[1]!, body: match[2]! };
}

function png(svg: string): Promise<Buffer> {
  // A palette of 256 colours: the flat drawings lose nothing and the files stay small.
  return sharp(Buffer.from(svg)).png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer();
}

/** The art filling the image (its middle kept), with what is drawn over it. */
function socialSvg(kind: ArtKind, n: number, overlay = ''): string {
  const { width, height } = SOCIAL_IMAGE;
  const { viewBox, body } = artBody(kind, n);
  const top = (height - ART_HEIGHT) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<svg y="${top}" width="${width}" height="${ART_HEIGHT}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">${body}</svg>${overlay}</svg>`
  );
}

/** Cover art as a social image: what a post or listing with drawn cover art shows when shared. */
export function artSocialImage(kind: ArtKind, n: number): Promise<Buffer> {
  return png(socialSvg(kind, n));
}

/** A section's image: its cover art under a band with the brand. */
export function sectionSocialImage(section: Section): Promise<Buffer> {
  const { width, height } = SOCIAL_IMAGE;
  const { kind, n } = SECTION_ART[section];
  return png(
    socialSvg(
      kind,
      n,
      `<rect y="${height - 130}" width="${width}" height="130" fill="#3f0a13" opacity=".85"/>` +
        `<rect y="${height - 130}" width="${width}" height="6" fill="#e0a526"/>` +
        `<text x="${width / 2}" y="${height - 42}" text-anchor="middle" font-family="Playfair Display, DejaVu Serif, Liberation Serif, serif" font-weight="700" font-size="68" fill="#fff4dc">${site.brand}</text>`,
    ),
  );
}
