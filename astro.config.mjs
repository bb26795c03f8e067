// @ts-check
import { defineConfig, envField, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import node from '@astrojs/node';
import netlify from '@astrojs/netlify';
import tailwindcss from '@tailwindcss/vite';

const onNetlify = process.env.NETLIFY === 'true';
// Fontsource's latin subset; the rupee sign is left to the system face so prices never pull in Devanagari.
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const DEVANAGARI = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+25CC, U+A830-A839, U+A8E0-A8FF';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'ignore',
  adapter: onNetlify
    ? netlify({ devFeatures: { environmentVariables: false, images: true, edgeFunctions: false } })
    : // scripts/serve.ts serves the static files and caches pages; the adapter renders.
      node({ mode: 'middleware', staticHeaders: true }),
  integrations: [react(), mdx()],
  vite: {
    plugins: [tailwindcss()],
    build: {
      rolldownOptions: {
        output: {
          // React's runtime pieces always load together on island pages: one file, not four.
          advancedChunks: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
        },
      },
    },
  },
  prefetch: false,
  // Addresses the home page and older links use, sent where their content now lives.
  redirects: {
    '/services/venues': '/venues/all/wedding',
    '/services/photography': '/vendors/photography',
    '/services/makeup': '/vendors/makeup',
    '/services/planners': '/vendors/planners',
  },
  build: { inlineStylesheets: 'auto' },
  // Brand faces, self-hosted from npm: the latin subset of each is preloaded by BaseLayout;
  // Devanagari is fetched only when a page holds Hindi text (its unicode-range).
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Playfair Display',
      cssVariable: '--font-display',
      // Metric-matched fallbacks (global.css): Times New Roman and its metric twins Liberation Serif and Tinos.
      fallbacks: ['Mandap Serif Fallback', 'Georgia', 'serif'],
      optimizedFallbacks: false,
      options: { variants: [{ weight: 700, style: 'normal', display: 'swap', unicodeRange: [LATIN], src: ['@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2'] }] },
    },
    {
      provider: fontProviders.local(),
      name: 'Source Sans 3',
      cssVariable: '--font-body',
      // Metric-matched fallbacks (global.css): Arial and its metric twins Liberation Sans and Arimo.
      fallbacks: ['Mandap Sans Fallback', 'Arial', 'sans-serif'],
      optimizedFallbacks: false,
      options: { variants: [{ weight: '200 900', style: 'normal', display: 'swap', unicodeRange: [LATIN], src: ['@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2'] }] },
    },
    {
      provider: fontProviders.local(),
      name: 'Noto Sans Devanagari',
      cssVariable: '--font-devanagari',
      fallbacks: [],
      options: { variants: [{ weight: '100 900', style: 'normal', display: 'swap', unicodeRange: [DEVANAGARI], src: ['@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2'] }] },
    },
  ],
  security: {
    checkOrigin: true,
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self' mailto:",
      ],
    },
  },
  env: {
    schema: {
      DATABASE_URL: envField.string({ context: 'server', access: 'secret', default: 'file:data/mandap.db' }),
      DATABASE_AUTH_TOKEN: envField.string({ context: 'server', access: 'secret', optional: true }),
      SMTP_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      SITE_URL: envField.string({ context: 'server', access: 'public', default: 'http://localhost:4321' }),
      // Read at run time: the addresses of reverse proxies whose X-Forwarded-* headers are believed.
      TRUST_PROXY: envField.string({ context: 'server', access: 'secret', optional: true }),
      // At least 32 characters; RSVP links are made with it (without it, a key kept in the database).
      RSVP_LINK_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Listing photos: a local folder, or a Netlify Blobs store in production (read at run time).
      PHOTO_STORAGE: envField.enum({ context: 'server', access: 'secret', values: ['local', 'netlify-blobs'], default: 'local' }),
      PHOTO_STORAGE_DIR: envField.string({ context: 'server', access: 'secret', default: 'data/photos' }),
      PHOTO_BLOB_STORE: envField.string({ context: 'server', access: 'secret', default: 'mandap-photos' }),
    },
  },
});
