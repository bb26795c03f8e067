// The local server's tests: they need the node build, so `npm run test:e2e` runs them right after
// building (scripts/e2e.ts), not with the unit tests. Plain vitest, as tests/netlify does.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/served/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/served.json' }]] : ['default'],
  },
});
