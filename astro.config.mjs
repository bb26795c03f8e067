// @ts-check
import { defineConfig, envField, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import node from '@astrojs/node';
import netlify from '@astrojs/netlify';
import tailwindcss from '@tailwindcss/vite';
import {
  DEVANAGARI_PACKAGE_FILE,
  DEVANAGARI_REST_UNICODE_RANGE,
  DEVANAGARI_UNICODE_RANGE,
  DEVANAGARI_WEIGHTS,
  FONT_UNICODE_RANGE,
} from './src/styles/font-subset.ts';
import { staticCaching } from './src/build/static-caching.ts';
import { productionServerReact } from './src/build/production-react.ts';
import { contentCheck } from './scripts/content-check.ts';
import { isSitemapPage } from './src/seo/sitemap-pages.ts';
import { sitemapFacts, sitemapFactsIntegration } from './src/build/sitemap-facts.ts';

/** What the sitemap is not told: the Hindi pages, the on-demand routes (src/build/sitemap-facts.ts). */
const sitemapPages = sitemapFacts();

const onNetlify = process.env.NETLIFY === 'true';
// The brand faces cut down to the characters the site sets (`npm run fonts:subset`, src/styles/font-subset.ts);
// the rupee sign is left to the system face so prices never pull in Devanagari.
const LATIN = FONT_UNICODE_RANGE;

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'ignore',
  adapter: onNetlify
    ? netlify({ devFeatures: { environmentVariables: false, images: true, edgeFunctions: false } })
    : // scripts/serve.ts serves the static files (with the per-page headers of dist/_headers.json
      // that staticHeaders writes: the CSP hashes of pre-rendered pages); the adapter renders.
      node({ mode: 'middleware', staticHeaders: true }),
  integrations: [
    react(),
    productionServerReact(),
    mdx(),
    staticCaching(),
    contentCheck(),
    sitemapFactsIntegration(sitemapPages),
    // The pre-rendered pages' sitemap (sitemap-pages-0.xml), both languages with their hreflang
    // alternates; the on-demand /sitemap-index.xml names it beside the catalogue's parts
    // (src/seo/sitemap-xml.ts). Its own index file is not used.
    sitemap({
      filenameBase: 'sitemap-pages',
      i18n: { defaultLocale: 'en', locales: { en: 'en-IN', hi: 'hi-IN' } },
      filter: (url) => isSitemapPage(url, sitemapPages.onDemandPaths),
      customPages: sitemapPages.hindiPages,
    }),
  ],
  vite: {
    // Private answers' ETags name the build, so a new deploy never confirms a page that links
    // the old one's assets (src/server/caching.ts); Netlify names each deploy.
    define: { __MANDAP_BUILD__: JSON.stringify(process.env.DEPLOY_ID || Date.now().toString(36)) },
    plugins: [tailwindcss()],
    build: {
      rolldownOptions: {
        output: {
          // Few files per page (each is a request, and small files compress poorly). A higher
          // priority takes its modules first; the others then leave them where they are.
          codeSplitting: {
            groups: [
              // React's runtime pieces always load together on island pages: one file, not four.
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
              // What the layout's scripts (header, toasts, image fallback, the shell's messages)
              // share loads on every page: one file, not ten small ones.
              {
                name: 'site',
                test: /src[\\/]lib[\\/](toast|image-fallback|session-store|city-store|routes|load-actions)\.ts$|src[\\/]i18n[\\/](catalogue|dom|locales)\.ts$|node_modules[\\/]nanostores[\\/]/,
                priority: 3,
              },
              // What venue and vendor pages' script shares with other pages (reviews also with lists and cards).
              {
                name: 'detail',
                test: /src[\\/](lib[\\/]dates|features[\\/]catalogue[\\/](reviews[\\/]reviews|shortlists[\\/]shortlists|photos[\\/]lightbox-on-demand))\.ts$/,
                priority: 2,
              },
              // What venue and vendor lists share (plain modules, no React: the vendor list is a content page).
              {
                name: 'lists',
                test: /src[\\/](lib[\\/](money|filter-drawer)|features[\\/]catalogue[\\/](prices[\\/]freshness|photos[\\/](media|photo-rules)))\.ts$/,
                priority: 1,
              },
              // The venue finder's and the calculator's venue rules and estimates.
              { name: 'venue-rules', test: /src[\\/]features[\\/]catalogue[\\/](venues[\\/]venues|prices[\\/]estimate)\.ts$/, priority: 1 },
              // The listing cards' React parts, for the islands that draw cards.
              { name: 'cards', test: /src[\\/]features[\\/]catalogue[\\/](listings[\\/]ListingCardParts|photos[\\/]ListingPicture|reviews[\\/]Stars)\.tsx$/ },
            ],
          },
        },
      },
    },
  },
  // English keeps today's unprefixed URLs; Hindi is /hi/… Every page is written once and reads
  // its language from Astro.currentLocale: the fallback renders the English route at the Hindi
  // address (pre-rendered pages are built once per language; on-demand ones are rewritten).
  i18n: {
    locales: ['en', 'hi'],
    defaultLocale: 'en',
    fallback: { hi: 'en' },
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false, fallbackType: 'rewrite' },
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
  // Brand faces, self-hosted from npm and subset (scripts/subset-fonts.ts), preloaded by BrandFonts;
  // Devanagari is fetched only when a page holds Hindi text (its unicode-range).
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Playfair Display',
      cssVariable: '--font-display',
      // Metric-matched fallbacks (global.css): Times New Roman and its metric twins Liberation Serif and Tinos.
      // No generic family here: global.css puts Devanagari before it, so Hindi never meets a system face.
      fallbacks: ['Mandap Serif Fallback', 'Georgia'],
      optimizedFallbacks: false,
      options: { variants: [{ weight: 700, style: 'normal', display: 'swap', unicodeRange: [LATIN], src: ['./src/assets/fonts/playfair-display-700.woff2'] }] },
    },
    {
      provider: fontProviders.local(),
      name: 'Source Sans 3',
      cssVariable: '--font-body',
      // Metric-matched fallbacks (global.css): Arial and its metric twins Liberation Sans and Arimo.
      fallbacks: ['Mandap Sans Fallback', 'Arial'],
      optimizedFallbacks: false,
      options: {
        variants: [{ weight: '200 900', style: 'normal', display: 'swap', unicodeRange: [LATIN], src: ['./src/assets/fonts/source-sans-3-wght.woff2'] }],
      },
    },
    {
      provider: fontProviders.local(),
      name: 'Noto Sans Devanagari',
      cssVariable: '--font-devanagari',
      fallbacks: [],
      options: {
        variants: [
          {
            weight: `${DEVANAGARI_WEIGHTS.min} ${DEVANAGARI_WEIGHTS.max}`,
            style: 'normal',
            display: 'swap',
            unicodeRange: [DEVANAGARI_UNICODE_RANGE],
            src: ['./src/assets/fonts/noto-sans-devanagari-wght.woff2'],
          },
        ],
      },
    },
    {
      // The Devanagari characters the cut face leaves out, from the whole file: a cluster holding
      // one is shaped by this face entirely (never preloaded; fetched only when a page has one).
      provider: fontProviders.local(),
      name: 'Noto Sans Devanagari Extended',
      cssVariable: '--font-devanagari-rest',
      fallbacks: [],
      options: {
        variants: [{ weight: '100 900', style: 'normal', display: 'swap', unicodeRange: [DEVANAGARI_REST_UNICODE_RANGE], src: [DEVANAGARI_PACKAGE_FILE] }],
      },
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
      // Read at run time: the address mails and on-demand pages link to (RSVP, claim and reset
      // links). Pre-rendered pages, the sitemap and feeds use `site` above, fixed at build; the
      // README asks for the two to match.
      SITE_URL: envField.string({ context: 'server', access: 'secret', default: 'http://localhost:4321' }),
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
