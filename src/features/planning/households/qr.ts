// A QR code as a standalone SVG (one path, no styles), for printing on invitation cards.
import { encode } from 'uqr';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** QR modules as one SVG path: `M x y h1 v1 h-1 z` per dark module. */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  let d = '';
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return d;
}

export function qrSvg(text: string, title: string): string {
  const { data } = encode(text, { ecc: 'M', border: 2 });
  const size = data.length;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}" height="${size * 8}" shape-rendering="crispEdges" role="img"><title>${escapeXml(title)}</title><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${qrPath(data)}"/></svg>`;
}
