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
    : node({ mode: 'standalone', staticHeaders: true }),
  integrations: [react(), mdx()],
  vite: { plugins: [tailwindcss()] },
  prefetch: false,
  // Addresses the home page and older links use, sent where their content now lives.
  redirects: {
    '/services/venues': '/venues/all/wedding',
    '/services/photography': '/vendors/photography',
    '/services/makeup': '/vendors/makeup',
    '/services/planners': '/vendors/planners',
  },
  build: { inlineStylesheets: 'always' },
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
    },
  },
});
