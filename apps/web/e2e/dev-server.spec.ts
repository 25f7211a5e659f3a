import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { PRERENDERED_FOR_VISITOR, RENDERED_FOR_USER } from '../src/first-screen/page.ts';
import { TEST_PORT } from './native/paths.ts';
import { waitForApp, waitForHealth } from './support.ts';

/*
 * `pnpm dev`'s server (apps/api/src/dev.ts): the pages rendered from the source through Vite, so a
 * hydration fault shows without a build. The other browser tests run the build.
 */

// Beside the build's server (E2E_PORT) unless told otherwise.
const PORT = Number(process.env.E2E_DEV_PORT ?? TEST_PORT + 20);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const API_DIR = fileURLToPath(new URL('../../api', import.meta.url));
/** Starting Vite, and its first renders from the source, take a while on a busy machine. */
const STARTUP_TIMEOUT_MS = 90_000;

/**
 * Errors in the console and uncaught ones, where a hydration fault shows (React logs a mismatch
 * as an error in development). Without a build there is no /sw.js, so the service worker's
 * registration fails, as it always did under `pnpm dev`: that one is left out.
 */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !text.includes('/sw.js') && !text.includes('MIME type')) {
      errors.push(text);
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('pnpm dev', () => {
  test.describe.configure({ timeout: STARTUP_TIMEOUT_MS * 2 });
  let stop: () => Promise<void>;

  test.beforeAll(async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/dev.ts'], {
      cwd: API_DIR,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'rally-e2e-dev-')),
        DEMO_ACCOUNTS_PER_ADDRESS_PER_HOUR: '1000',
      },
    });
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    stop = async () => {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
    };
    await waitForHealth(ORIGIN, server, STARTUP_TIMEOUT_MS).catch(async (error: unknown) => {
      await stop();
      throw error;
    });
  });
  test.afterAll(() => stop());

  test('renders / from the source, and React takes it over without a fault', async ({ page }) => {
    const errors = recordErrors(page);
    const visitor = await page.goto(`${ORIGIN}/`);
    expect(await visitor?.text()).toContain(PRERENDERED_FOR_VISITOR);
    await waitForApp(page);

    await page.goto(`${ORIGIN}/demo-login`);
    await expect(page.getByText(/Good (morning|afternoon|evening), Demo/)).toBeVisible({
      timeout: 30_000,
    });
    const signedIn = await page.goto(`${ORIGIN}/`);
    const html = (await signedIn?.text()) ?? '';
    expect(html).toContain(RENDERED_FOR_USER);
    await waitForApp(page);
    await expect(
      page.getByRole('heading', { name: /Good (morning|afternoon|evening), Demo/ }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
});
