import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4322);
const databaseUrl = process.env.DATABASE_URL ?? 'file:data/e2e.db';

export default defineConfig({
  testDir: 'tests/e2e',
  // Reviewed screenshots (tests/e2e/screenshots.spec.ts), one file per page type and width.
  snapshotPathTemplate: 'tests/screenshots/{arg}-{projectName}{ext}',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The security suite: HTTP-level checks of each hardening rule (Playwright's request API).
    { name: 'security', testDir: 'tests/security', testMatch: '**/*.spec.ts' },
  ],
  webServer: {
    command: 'node --experimental-strip-types scripts/serve.ts',
    url: `http://localhost:${port}/api/session`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Loopback stands in for a TLS proxy, so tests can act as many clients (X-Forwarded-For).
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: '127.0.0.1,::1',
      PHOTO_STORAGE: 'local',
      PHOTO_STORAGE_DIR: process.env.PHOTO_STORAGE_DIR ?? 'data/e2e-photos',
    },
  },
});
