// The built Netlify function's tests (npm run test:netlify builds it first). Plain vitest: the
// function is already built, so nothing here goes through Astro's Vite plugins.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/netlify/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One file at a time: each loads the whole function, and the machine's cores are shared.
    fileParallelism: false,
    server: { deps: { external: [/\.netlify\//] } },
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/netlify.json' }]] : ['default'],
  },
});
