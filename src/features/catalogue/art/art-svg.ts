// The drawing of the cover art (art.ts says which design a row gets): the SVG of each of the
// 64 designs per kind, served under /art/{kind}/{n}.svg and pre-rendered at build time.
import { ART_VARIANTS, mod, type ArtKind } from './art.ts';

type Palette = { sky: [string, string]; ink: string; gold: string; glow: string; light: string };

/** Indian wedding colours: maroon, marigold, saffron, gold, rose, emerald, ivory. */
const PALETTES: Palette[] = [
  { sky: ['#7a1424', '#3f0a13'], ink: '#2a0609', gold: '#e0a526', glow: '#f6c453', light: '#fff4dc' },
  { sky: ['#f7b733', '#e8761c'], ink: '#7a1424', gold: '#fff0c2', glow: '#c2410c', light: '#fffaf0' },
  { sky: ['#f28b39', '#b3243f'], ink: '#4a0b1c', gold: '#ffd36b', glow: '#ffe9a8', light: '#fff6e8' },
  { sky: ['#0f6b55', '#073d31'], ink: '#03251d', gold: '#e9c46a', glow: '#f4a261', light: '#f5f1e3' },
  { sky: ['#f9d9e3', '#eeadc1'], ink: '#8c1d40', gold: '#c8961e', glow: '#e85d75', light: '#fff8f4' },
  { sky: ['#fff6e3', '#f6dfb4'], ink: '#7a1f2b', gold: '#c2841a', glow: '#e46b1e', light: '#ffffff' },
  { sky: ['#126e73', '#0b3f4a'], ink: '#06252b', gold: '#f2b93b', glow: '#ef7aa0', light: '#f2fbf8' },
  { sky: ['#2a1b4d', '#120c2a'], ink: '#07040f', gold: '#f5a524', glow: '#ffd98a', light: '#fff3d6' },
];

const n1 = (v: number) => String(Math.round(v * 10) / 10);

/** A string of marigold beads along a sagging curve, drawn as round dashes. */
function garland(x1: number, x2: number, y: number, sag: number, c: Palette, width = 8): string {
  const mid = (x1 + x2) / 2;
  const d = `M${n1(x1)} ${n1(y)}Q${n1(mid)} ${n1(y + sag * 2)} ${n1(x2)} ${n1(y)}`;
  return (
    `<path d="${d}" fill="none" stroke="${c.gold}" stroke-width="${width}" stroke-linecap="round" stroke-dasharray="0 ${n1(width * 1.25)}"/>` +
    `<path d="${d}" fill="none" stroke="${c.glow}" stroke-width="${n1(width * 0.45)}" stroke-linecap="round" stroke-dasharray="0 ${n1(width * 1.25)}"/>`
  );
}

/** Swags of garlands across the top edge: one swag drawn, the rest reused. */
function garlands(width: number, swags: number, c: Palette): string {
  const step = width / swags;
  let out = `<g id="s">${garland(0, step, -2, 9, c, 7)}</g>`;
  for (let i = 1; i < swags; i++) out += `<use href="#s" x="${n1(i * step)}"/>`;
  return out;
}

/** A pointed Mughal arch, as a path. */
function archPath(x: number, y: number, w: number, h: number): string {
  const r = x + w;
  const s = y + h * 0.38;
  return `M${n1(x)} ${n1(y + h)}V${n1(s)}Q${n1(x)} ${n1(y + h * 0.1)} ${n1(x + w / 2)} ${n1(y)}Q${n1(r)} ${n1(y + h * 0.1)} ${n1(r)} ${n1(s)}V${n1(y + h)}Z`;
}

/** An onion dome with a finial, base centred on (cx, y). */
function dome(cx: number, y: number, w: number, fill: string, tip: string): string {
  const h = w * 0.9;
  return (
    `<path d="M${n1(cx - w / 2)} ${n1(y)}C${n1(cx - w / 2)} ${n1(y - h * 0.55)} ${n1(cx - w * 0.05)} ${n1(y - h * 0.6)} ${n1(cx)} ${n1(y - h)}C${n1(cx + w * 0.05)} ${n1(y - h * 0.6)} ${n1(cx + w / 2)} ${n1(y - h * 0.55)} ${n1(cx + w / 2)} ${n1(y)}Z" fill="${fill}"/>` +
    `<circle cx="${n1(cx)}" cy="${n1(y - h - 3)}" r="${n1(Math.max(1.5, w / 14))}" fill="${tip}"/>`
  );
}

// Motifs drawn in a box from -50 to 50, placed with a transform.
const MOTIFS: ((c: Palette) => string)[] = [
  // paisley
  (c) =>
    `<path d="M8 42C-26 42-38 6-18-20C-6-36 16-46 28-36C37-28 30-15 19-18C9-21 9-9 16 2C26 20 30 42 8 42Z" fill="${c.gold}"/>` +
    `<path d="M6 30C-14 30-22 8-10-10C-2-21 10-24 12-16C8-6 12 8 18 16C21 24 17 30 6 30Z" fill="${c.ink}"/>` +
    `<circle cx="2" cy="12" r="6" fill="${c.glow}"/><circle cx="-6" cy="-2" r="3" fill="${c.light}"/>`,
  // marigold
  (c) =>
    `<circle r="42" fill="${c.glow}"/><circle r="42" fill="none" stroke="${c.gold}" stroke-width="12" stroke-dasharray="3 6"/>` +
    `<circle r="27" fill="${c.gold}"/><circle r="27" fill="none" stroke="${c.glow}" stroke-width="9" stroke-dasharray="2 5"/><circle r="11" fill="${c.ink}"/>`,
  // diya
  (c) =>
    `<circle cy="-12" r="30" fill="${c.glow}" opacity=".25"/><path d="M0-46C13-26 11-8 0-2C-11-8-13-26 0-46Z" fill="${c.glow}"/>` +
    `<path d="M0-30C6-20 5-10 0-6C-5-10-6-20 0-30Z" fill="${c.light}"/><path d="M-44 6Q0 54 44 6Z" fill="${c.gold}"/>` +
    `<path d="M-44 6H44" stroke="${c.ink}" stroke-width="4"/><path d="M-30 20Q0 38 30 20" fill="none" stroke="${c.ink}" stroke-width="2" stroke-dasharray="1 5" stroke-linecap="round"/>`,
  // rangoli
  (c) =>
    `<g fill="${c.gold}">${[0, 45, 90, 135].map((a) => `<ellipse rx="9" ry="44" transform="rotate(${a})"/>`).join('')}</g>` +
    `<g fill="${c.glow}">${[22.5, 67.5, 112.5, 157.5].map((a) => `<ellipse rx="6" ry="32" transform="rotate(${a})"/>`).join('')}</g>` +
    `<circle r="16" fill="${c.ink}"/><circle r="9" fill="${c.light}"/><circle r="47" fill="none" stroke="${c.light}" stroke-width="3" stroke-dasharray="1 6" stroke-linecap="round"/>`,
  // lotus
  (c) =>
    `<g fill="${c.glow}">${[-66, -33, 33, 66].map((a) => `<path d="M0-40C16-18 14 8 0 22C-14 8-16-18 0-40Z" transform="rotate(${a} 0 22)"/>`).join('')}</g>` +
    `<path d="M0-44C18-20 16 8 0 22C-16 8-18-20 0-44Z" fill="${c.gold}"/><path d="M-48 30Q0 18 48 30" fill="none" stroke="${c.light}" stroke-width="3"/>` +
    `<path d="M-36 40Q0 32 36 40" fill="none" stroke="${c.light}" stroke-width="2" opacity=".6"/>`,
  // kalash with mango leaves and a coconut
  (c) =>
    `<g fill="${c.light}" opacity=".9">${[-50, -25, 0, 25, 50].map((a) => `<ellipse cy="-26" rx="5" ry="16" transform="rotate(${a} 0-14)"/>`).join('')}</g>` +
    `<circle cy="-22" r="13" fill="${c.glow}"/><path d="M-14-12H14L10-4C30 4 32 34 18 42H-18C-32 34-30 4-10-4Z" fill="${c.gold}"/>` +
    `<path d="M-24 14H24M-26 24H26" stroke="${c.ink}" stroke-width="3" stroke-dasharray="4 3"/>`,
  // peacock feather
  (c) =>
    `<path d="M-30 48Q-6 10 10-20" fill="none" stroke="${c.gold}" stroke-width="3"/>` +
    `<ellipse cx="12" cy="-16" rx="24" ry="32" fill="${c.glow}" transform="rotate(30 12-16)"/><ellipse cx="13" cy="-17" rx="15" ry="21" fill="${c.gold}" transform="rotate(30 13-17)"/>` +
    `<ellipse cx="14" cy="-18" rx="8" ry="11" fill="${c.ink}" transform="rotate(30 14-18)"/><circle cx="15" cy="-20" r="3" fill="${c.light}"/>`,
  // mehendi swirl mandala
  (c) =>
    `<circle r="44" fill="none" stroke="${c.gold}" stroke-width="3"/><circle r="38" fill="none" stroke="${c.glow}" stroke-width="4" stroke-dasharray="1 5" stroke-linecap="round"/>` +
    `<g fill="none" stroke="${c.gold}" stroke-width="2.5">${[0, 60, 120, 180, 240, 300].map((a) => `<path d="M0 0C10-10 24-8 26 4C27 14 16 16 13 9" transform="rotate(${a})"/>`).join('')}</g>` +
    `<circle r="7" fill="${c.glow}"/>`,
];

function motif(index: number, c: Palette, x: number, y: number, scale: number, rotate = 0): string {
  const turn = rotate ? ` rotate(${rotate})` : '';
  return `<g transform="translate(${n1(x)} ${n1(y)}) scale(${scale})${turn}">${MOTIFS[index % MOTIFS.length]!(c)}</g>`;
}

/** A faint jaali (lattice) over the background; three lattice shapes. */
function jaali(kind: number, c: Palette, w: number, h: number): string {
  const shapes = [
    `<path d="M8 0L16 8L8 16L0 8Z" fill="none" stroke="${c.light}" stroke-width=".8"/>`,
    `<circle cx="8" cy="8" r="2" fill="${c.light}"/>`,
    `<path d="M0 8Q8 0 16 8Q8 16 0 8Z" fill="none" stroke="${c.light}" stroke-width=".8"/>`,
  ];
  return (
    `<pattern id="j" width="16" height="16" patternUnits="userSpaceOnUse">${shapes[kind % 3]}</pattern>` +
    `<rect width="${w}" height="${h}" fill="url(#j)" opacity=".14"/>`
  );
}

function background(c: Palette, w: number, h: number, lattice: number): string {
  return (
    `<defs><linearGradient id="g" x2="0" y2="1"><stop stop-color="${c.sky[0]}"/><stop offset="1" stop-color="${c.sky[1]}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${jaali(lattice, c, w, h)}`
  );
}

// Venue scenes, 320 × 200 with the ground at y = 170.
const SCENES: ((c: Palette) => string)[] = [
  // mandap with a dome and garlanded pillars
  (c) =>
    `<rect x="78" y="166" width="164" height="10" fill="${c.gold}"/>${dome(160, 106, 136, c.ink, c.gold)}` +
    `<rect x="92" y="104" width="136" height="6" fill="${c.gold}"/><rect x="96" y="110" width="9" height="56" fill="${c.gold}"/><rect x="215" y="110" width="9" height="56" fill="${c.gold}"/>` +
    garland(104, 216, 112, 12, c, 6) +
    motif(2, c, 160, 152, 0.3),
  // arched gateway with lamps
  (c) =>
    `<path d="${archPath(70, 28, 180, 148)}${archPath(104, 62, 112, 114)}" fill="${c.ink}" fill-rule="evenodd"/>` +
    `<path d="${archPath(104, 62, 112, 114)}" fill="none" stroke="${c.gold}" stroke-width="3"/>` +
    motif(2, c, 48, 150, 0.34) +
    motif(2, c, 272, 150, 0.34) +
    `<rect x="60" y="172" width="200" height="6" fill="${c.gold}"/>`,
  // palace skyline with chhatris and a moon
  (c) =>
    `<circle cx="256" cy="44" r="18" fill="${c.light}" opacity=".85"/><rect x="40" y="110" width="240" height="64" fill="${c.ink}"/>` +
    dome(160, 110, 70, c.ink, c.gold) +
    dome(80, 110, 34, c.ink, c.gold) +
    dome(240, 110, 34, c.ink, c.gold) +
    [70, 110, 150, 190, 230].map((x) => `<path d="${archPath(x, 128, 20, 30)}" fill="${c.glow}" opacity=".8"/>`).join(''),
  // garden with trees, a floral arch and fairy lights
  (c) =>
    `<ellipse cx="160" cy="196" rx="220" ry="40" fill="${c.ink}" opacity=".55"/>` +
    `<circle cx="40" cy="120" r="34" fill="${c.ink}"/><circle cx="286" cy="114" r="40" fill="${c.ink}"/>` +
    `<path d="${archPath(118, 70, 84, 104)}" fill="none" stroke="${c.gold}" stroke-width="9" stroke-dasharray="0 11" stroke-linecap="round"/>` +
    garland(0, 160, 20, 14, c, 4) +
    garland(160, 320, 20, 14, c, 4) +
    motif(1, c, 160, 150, 0.22),
  // beach at sunset with a canopy
  (c) =>
    `<circle cx="160" cy="120" r="46" fill="${c.glow}"/><rect y="120" width="320" height="80" fill="${c.ink}" opacity=".75"/>` +
    [134, 150, 166]
      .map((y) => `<path d="M0 ${y}Q40 ${y - 6} 80 ${y}T160 ${y}T240 ${y}T320 ${y}" fill="none" stroke="${c.light}" stroke-width="1.5" opacity=".5"/>`)
      .join('') +
    `<path d="M226 176V112M290 176V112" stroke="${c.light}" stroke-width="3"/><path d="M218 114Q258 92 298 114Z" fill="${c.gold}"/>` +
    garland(228, 288, 118, 8, c, 5),
  // lake palace and its reflection
  (c) =>
    `<g id="lp"><rect x="70" y="96" width="180" height="40" fill="${c.ink}"/>${dome(120, 96, 30, c.ink, c.gold)}${dome(200, 96, 30, c.ink, c.gold)}${dome(160, 96, 46, c.ink, c.gold)}` +
    [86, 116, 146, 176, 206].map((x) => `<path d="${archPath(x, 108, 16, 24)}" fill="${c.glow}"/>`).join('') +
    `</g><rect y="136" width="320" height="64" fill="${c.ink}" opacity=".35"/><use href="#lp" transform="matrix(1 0 0 -.6 0 217.6)" opacity=".35"/>`,
  // banquet hall with chandeliers and round tables
  (c) =>
    [80, 160, 240]
      .map(
        (x) =>
          `<path d="M${x} 0V24" stroke="${c.gold}"/><path d="M${x - 26} 30Q${x} 56 ${x + 26} 30" fill="none" stroke="${c.glow}" stroke-width="6" stroke-dasharray="0 8" stroke-linecap="round"/><circle cx="${x}" cy="40" r="5" fill="${c.gold}"/>`,
      )
      .join('') +
    [70, 160, 250]
      .map(
        (x) =>
          `<ellipse cx="${x}" cy="150" rx="36" ry="10" fill="${c.light}"/><rect x="${x - 30}" y="150" width="60" height="22" fill="${c.light}" opacity=".8"/>` +
          motif(1, c, x, 138, 0.12),
      )
      .join(''),
  // tent with lanterns
  (c) =>
    `<path d="M30 176L160 52L290 176Z" fill="${c.ink}"/><path d="M120 176L160 96L200 176Z" fill="${c.glow}" opacity=".8"/>` +
    garland(30, 160, 60, 40, c, 5) +
    garland(160, 290, 60, 40, c, 5) +
    [60, 110, 210, 260]
      .map(
        (x, i) =>
          `<path d="M${x} 0V${28 + (i % 2) * 16}" stroke="${c.gold}"/><rect x="${x - 7}" y="${28 + (i % 2) * 16}" width="14" height="20" rx="4" fill="${c.glow}"/>`,
      )
      .join(''),
];

const svg = (w: number, h: number, vw: number, vh: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}">${body}</svg>`;

/** Size each kind is drawn for: cards are 16:10, gallery photos 4:5, avatars square. */
export const ART_SIZES: Record<ArtKind, { width: number; height: number }> = {
  venue: { width: 640, height: 400 },
  vendor: { width: 640, height: 400 },
  idea: { width: 640, height: 400 },
  gallery: { width: 400, height: 500 },
  avatar: { width: 96, height: 96 },
};

/**
 * The SVG for design `n` of a kind. 64 designs = 8 palettes × 8 drawings; the palette
 * and the drawing both change between neighbouring designs.
 */
export function artSvg(kind: ArtKind, n: number): string {
  const i = mod(n, ART_VARIANTS);
  const palette = PALETTES[i % 8]!;
  const drawing = Math.floor(i / 8);
  const { width, height } = ART_SIZES[kind];
  switch (kind) {
    case 'venue':
      return svg(width, height, 320, 200, background(palette, 320, 200, i) + SCENES[drawing]!(palette) + garlands(320, 4, palette));
    case 'vendor':
      return svg(
        width,
        height,
        320,
        200,
        background(palette, 320, 200, i + 1) +
          `<circle cx="160" cy="100" r="74" fill="${palette.light}" opacity=".12"/>` +
          motif(drawing, palette, 160, 100, 1.2, (i % 3) * 12 - 12) +
          motif((drawing + 3) % 8, palette, 38, 168, 0.3) +
          motif((drawing + 3) % 8, palette, 282, 168, 0.3),
      );
    case 'idea':
      return svg(
        width,
        height,
        320,
        200,
        background(palette, 320, 200, i + 2) +
          motif(drawing, palette, 214 + (i % 3) * 20, 96, 1.55, (i % 5) * 9 - 18) +
          `<rect y="158" width="320" height="42" fill="${palette.ink}" opacity=".55"/>` +
          `<g id="b">${motif((drawing + 1 + (i % 7)) % 8, palette, 30, 179, 0.3)}</g>` +
          [1, 2, 3, 4].map((k) => `<use href="#b" x="${k * 65}"/>`).join('') +
          garlands(320, 3, palette),
      );
    case 'gallery':
      return svg(
        width,
        height,
        200,
        250,
        background(palette, 200, 250, i) +
          `<path d="${archPath(24, 28, 152, 206)}" fill="${palette.light}" opacity=".16"/><path d="${archPath(24, 28, 152, 206)}" fill="none" stroke="${palette.gold}" stroke-width="4"/>` +
          `<path d="${archPath(34, 40, 132, 186)}" fill="none" stroke="${palette.glow}" stroke-width="2" stroke-dasharray="1 5" stroke-linecap="round"/>` +
          motif(drawing, palette, 100, 146, 1.15, (i % 4) * 8 - 12) +
          `<path d="M44 214H156" stroke="${palette.gold}" stroke-width="6" stroke-dasharray="0 9" stroke-linecap="round"/>` +
          garlands(200, 3, palette),
      );
    case 'avatar':
      return svg(
        width,
        height,
        64,
        64,
        `<defs><linearGradient id="g" x2="0" y2="1"><stop stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>` +
          `<circle cx="32" cy="32" r="32" fill="url(#g)"/>` +
          motif(drawing, palette, 32, 33, 0.5),
      );
  }
}
