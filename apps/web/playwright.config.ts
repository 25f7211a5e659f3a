import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import type { VisitorOptions } from './e2e/fixtures.ts';
import { TEST_PORT } from './e2e/native/paths.ts';

const PORT = TEST_PORT;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Browser tests run the built app exactly as production serves it, on a fresh embedded database.
export default defineConfig<VisitorOptions>({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // A machine of this kind under the whole suite's load can take several seconds over a first page
  // (measured: the CI run of stop 45 took twice this machine's time); waiting longer costs nothing
  // when the page is quick, as every expectation passes as soon as it holds.
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'first visit', testIgnore: [/e2e\/stripe\//, /e2e\/native\//] },
    {
      // The page flows again, with the service worker already in control (e2e/fixtures.ts).
      name: 'returning visitor',
      use: { returningVisitor: true },
      testMatch: /(accounts|billing|history|player)\.spec\.ts$/,
    },
    {
      // The card flows with Stripe configured: this project's tests start their own API, billing
      // through the Stripe mock on E2E_STRIPE_PORT (e2e/stripe/stripe-fixtures.ts), and load the
      // Stripe.js stand-in. The service worker is kept out so that Playwright's routing sees every
      // request for Stripe.js.
      name: 'stripe',
      testMatch: /e2e\/stripe\/[^/]+\.spec\.ts$/,
      use: { serviceWorkers: 'block' },
      // One Stripe server on E2E_STRIPE_PORT: its files take turns.
      workers: 1,
    },
    // The Android app: its own build (VITE_API_ORIGIN set), made once when these tests run.
    { name: 'native app build', testMatch: /e2e\/native\/build\.setup\.ts$/ },
    {
      name: 'native app',
      testMatch: /e2e\/native\/.*\.spec\.ts$/,
      dependencies: ['native app build'],
    },
  ],
  webServer: {
    command: 'node ../api/dist/main.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      BETA_DISCOUNT_CODE: 'RALLY-E2E-BETA',
      // Every test signs a fresh demo account in from 127.0.0.1: more than a household's 10 an hour.
      DEMO_ACCOUNTS_PER_ADDRESS_PER_HOUR: '1000',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'rally-e2e-')),
    },
  },
});
