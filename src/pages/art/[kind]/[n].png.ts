// Cover art as social images, pre-rendered at build time: /art/{venue,vendor,idea}/{0…63}.png,
// the PNG twins of the SVGs that social sites do not read (seo/sections.ts socialImageOf).
import type { APIRoute, GetStaticPaths } from 'astro';
import { ART_VARIANTS, type ART_KINDS } from '../../../features/catalogue/index.ts';
import { artSocialImage } from '../../../seo/social-image.server.ts';

type ArtKind = (typeof ART_KINDS)[number];

const SOCIAL_KINDS: ArtKind[] = ['venue', 'vendor', 'idea'];

export const getStaticPaths = (() =>
  SOCIAL_KINDS.flatMap((kind) => Array.from({ length: ART_VARIANTS }, (_, n) => ({ params: { kind, n: String(n) } })))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
  new Response(new Uint8Array(await artSocialImage(params.kind as ArtKind, Number(params.n))), { headers: { 'Content-Type': 'image/png' } });
