/**
 * How long the signed-in dashboard is painted but dead: on a cold cache, over DevTools' "Fast 3G"
 * and with the CPU 4x slower, the time from the first paint (the form is in the HTML, and the
 * page paints only once its whole markup is parsed) to the app marking itself hydrated
 * (`data-hydrated` on <html>, set once React has taken the first screen over). Prints each run and
 * the medians, and writes them into docs/benchmarks.md between the tti markers.
 *
 *   pnpm bench:tti [--runs 7] [--server apps/api/dist/main.js] [--dry-run (print only)]
 *
 * Build first (`pnpm build`). WEB_DIST_DIR serves another build of the web app; CHROMIUM_PATH
 * overrides /usr/bin/chromium.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
// bench/ is not a workspace package, so our packages are imported by path.
import { HYDRATED_ATTRIBUTE } from '../apps/web/src/first-screen/page.ts';
import { writeSection } from './benchmarks-file.ts';
import { CHROMIUM, CHROMIUM_FLAGS, checkedBenchOptions, median } from './browser-bench.ts';
import { startBuiltServer } from './built-server.ts';

/** One of the ports kept for servers the benches start (the browser tests use others). */
const PORT = 3251;
/** Issue 18's target for the dead window. */
const TARGET_MS = 1500;

/**
 * DevTools' "Fast 3G" preset, as Chromium's DevTools front end defines it: 1.6 Mbit/s down and
 * 750 kbit/s up, each at 90 %, and 150 ms of latency times 3.75.
 */
const FAST_3G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
} as const;
const CPU_SLOWDOWN = 4;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    server: { type: 'string', default: 'apps/api/dist/main.js' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const { runs, serverEntry } = checkedBenchOptions(options);

interface Run {
  /** First paint, from the start of the navigation. */
  firstPaintMs: number;
  /** The hydrated marker, from the start of the navigation. */
  hydratedMs: number;
}

/** Signs a new demo account in, in a fresh browser context, and loads / once, cold. */
async function measureOnce(browser: Browser, origin: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const signedIn = await context.request.post(`${origin}/api/simple-demo-login`, {
      headers: { origin },
    });
    if (!signedIn.ok()) throw new Error(`demo sign-in answered ${signedIn.status()}`);
    const page = await context.newPage();
    // When the marker appears, in the page's own clock (a MutationObserver runs right after). The
    // script runs before <html> exists, so it watches the whole document.
    await page.addInitScript(`
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute(${JSON.stringify(HYDRATED_ATTRIBUTE)})) return;
        window.hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, {
        attributes: true,
        attributeFilter: [${JSON.stringify(HYDRATED_ATTRIBUTE)}],
        subtree: true,
      });
    `);
    // A fresh context has an empty cache: no need to disable it (which would also bypass the
    // memory cache that preloads are kept in).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(origin, { waitUntil: 'commit' });
    await page.waitForFunction(() => 'hydratedAt' in globalThis, undefined, { timeout: 60_000 });
    const measured: Run = await page.evaluate(() => ({
      firstPaintMs: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
      hydratedMs: Reflect.get(globalThis, 'hydratedAt') as number,
    }));
    if ((await page.locator('form[aria-label="Create a speech"]').count()) !== 1) {
      throw new Error('/ did not show the dashboard');
    }
    if (Number.isNaN(measured.firstPaintMs)) throw new Error('no first paint recorded');
    return measured;
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const spread = (values: number[]) =>
  `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;

const loadBefore = loadavg()[0] ?? 0;
const server = await startBuiltServer({
  entry: serverEntry,
  port: PORT,
  env: { DATABASE_URL: '', WEB_DIST_DIR: process.env.WEB_DIST_DIR },
});
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const measured: Run[] = [];
try {
  for (let run = 1; run <= runs; run++) {
    const result = await measureOnce(browser, server.origin);
    measured.push(result);
    console.log(
      `run ${run}: first paint ${ms(result.firstPaintMs)}, hydrated ${ms(result.hydratedMs)}, ` +
        `dead for ${ms(result.hydratedMs - result.firstPaintMs)}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}

const dead = measured.map((run) => run.hydratedMs - run.firstPaintMs);
const verdict = median(dead) <= TARGET_MS ? 'met' : '**not met**';
const cpu = cpus();
const text = [
  '## Signed-in dashboard: painted but dead (`pnpm bench:tti`)',
  '',
  `${new Date().toISOString().slice(0, 10)}, Chromium ${browser.version()} headless through Playwright, on`,
  `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'} (load average ${loadBefore.toFixed(1)} at the start,`,
  `${(loadavg()[0] ?? 0).toFixed(1)} at the end). A new demo account per run, a fresh browser context (cold`,
  `cache, no service worker), DevTools protocol throttling: "Fast 3G" (latency ${FAST_3G.latency} ms,`,
  `${FAST_3G.downloadThroughput} bytes/s down, ${FAST_3G.uploadThroughput} bytes/s up) and`,
  `\`Emulation.setCPUThrottlingRate\` ${CPU_SLOWDOWN}. ${runs} runs; median (lowest–highest).`,
  '',
  `| First paint | Hydrated | Dead window (≤ ${ms(TARGET_MS)}) |`,
  '|---:|---:|---:|',
  `| ${spread(measured.map((run) => run.firstPaintMs))} | ${spread(measured.map((run) => run.hydratedMs))} | ${spread(dead)} ${verdict} |`,
].join('\n');
console.log(`\n${text}`);
if (options['dry-run']) {
  console.log('\n--dry-run: docs/benchmarks.md left as it was');
} else {
  writeSection('tti', text);
  console.log('\nWritten to docs/benchmarks.md');
}
