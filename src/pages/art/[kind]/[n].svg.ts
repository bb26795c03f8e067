// Cover art, pre-rendered at build time: /art/{kind}/{0…63}.svg, served as static files.
import type { APIRoute, GetStaticPaths } from 'astro';
import { ART_KINDS, ART_VARIANTS, artSvg, isArtKind } from '../../../features/catalogue/index.ts';

export const getStaticPaths = (() =>
  ART_KINDS.flatMap((kind) => Array.from({ length: ART_VARIANTS }, (_, n) => ({ params: { kind, n: String(n) } })))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const kind = params.kind ?? '';
  const n = Number(params.n);
  if (!isArtKind(kind) || !Number.isInteger(n) || n < 0 || n >= ART_VARIANTS) {
    return new Response(null, { status: 404 });
  }
  return new Response(artSvg(kind, n), { headers: { 'Content-Type': 'image/svg+xml' } });
};
