// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import node from '@astrojs/node';
import netlify from '@astrojs/netlify';
import tailwindcss from '@tailwindcss/vite';

const onNetlify = process.env.NETLIFY === 'true';

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
