// Each section's social image, drawn at build time: /social/{section}.png (seo/sections.ts).
import type { APIRoute, GetStaticPaths } from 'astro';
import { SECTIONS, type Section } from '../../seo/sections.ts';
import { sectionSocialImage } from '../../seo/social-image.server.ts';

export const getStaticPaths = (() => SECTIONS.map((section) => ({ params: { section } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
  new Response(new Uint8Array(await sectionSocialImage(params.section as Section)), { headers: { 'Content-Type': 'image/png' } });
