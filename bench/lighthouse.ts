/**
 * Lighthouse on the built app, as production serves it: the landing page for a visitor and the
 * dashboard for a signed-in demo user, each several times with Lighthouse's default (mobile) preset
 * in Debian's Chromium. Prints a table of the medians against the targets of issue 9 and writes it
 * into docs/benchmarks.md, between the lighthouse markers.
 *
 *   pnpm bench:web [--runs 3] [--page landing|dashboard] [--server apps/api/dist/main.js]
 *                  [--dry-run (print only)]
 *
 * Build first (`pnpm build`). CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import { writeSection } from './benchmarks-file.ts';
import { CHROMIUM, CHROMIUM_FLAGS, checkedBenchOptions, median } from './browser-bench.ts';
import { startBuiltServer, type BuiltServer } from './built-server.ts';

/** Targets from issue 9. */
const TARGETS = { lcpMs: 2000, cls: 0.05, score: 0.9 } as const;

/** The dashboard's own chunk: requested only when the signed-in dashboard renders. */
const DASHBOARD_CHUNK = /\/assets\/dashboard-[^/]+\.js$/;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    page: { type: 'string' },
    server: { type: 'string', default: 'apps/api/dist/main.js' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const { runs, serverEntry } = checkedBenchOptions(options);

/** A port nobody is listening on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Starts the built server on a fresh embedded database. */
async function startServer(): Promise<BuiltServer> {
  return startBuiltServer({
    entry: serverEntry,
    port: await freePort(),
    // Another build of the web app to compare with, if set.
    env: { DATABASE_URL: '', WEB_DIST_DIR: process.env.WEB_DIST_DIR },
  });
}

/** A new demo account's session cookies, as name and value. */
async function demoSessionCookies(origin: string): Promise<{ name: string; value: string }[]> {
  const response = await fetch(`${origin}/api/simple-demo-login`, {
    method: 'POST',
    headers: { origin },
  });
  if (!response.ok) throw new Error(`demo sign-in answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => {
    const [name = '', value = ''] = (cookie.split(';')[0] ?? '').split('=');
    return { name, value };
  });
  if (cookies.length === 0) throw new Error('demo sign-in set no cookie');
  return cookies;
}

/**
 * Empties the browser's cookie jar and puts `cookies` for `origin` in it, through the DevTools
 * protocol, as a signed-in browser has them. (A Cookie header sent as an extra header would lose
 * to the jar once the app has set a cookie of its own, such as its time zone.)
 */
async function setBrowserCookies(
  chromePort: number,
  origin: string,
  cookies: { name: string; value: string }[],
): Promise<void> {
  const { webSocketDebuggerUrl } = (await (
    await fetch(`http://127.0.0.1:${chromePort}/json/version`)
  ).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((opened, failed) => {
    socket.addEventListener('open', opened, { once: true });
    socket.addEventListener('error', failed, { once: true });
  });
  let lastId = 0;
  const send = (method: string, params: object) =>
    new Promise<void>((done, failed) => {
      const id = ++lastId;
      socket.addEventListener('message', function answered(event: MessageEvent) {
        const message = JSON.parse(String(event.data)) as {
          id?: number;
          error?: { message: string };
        };
        if (message.id !== id) return;
        socket.removeEventListener('message', answered);
        if (message.error) failed(new Error(`${method}: ${message.error.message}`));
        else done();
      });
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send('Storage.clearCookies', {});
    if (cookies.length > 0) {
      await send('Storage.setCookies', {
        cookies: cookies.map((cookie) => ({ ...cookie, url: origin })),
      });
    }
  } finally {
    socket.close();
  }
}

interface ChromeLauncher {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
  }): Promise<{ port: number; kill(): void | Promise<void> }>;
}

/** chrome-launcher comes with Lighthouse; it is not a dependency of ours, so load it through it. */
async function loadChromeLauncher(): Promise<ChromeLauncher> {
  const fromLighthouse = createRequire(import.meta.resolve('lighthouse'));
  const module = (await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href)) as
    ChromeLauncher | { default: ChromeLauncher };
  return 'launch' in module ? module : module.default;
}

interface PageCase {
  id: string;
  name: string;
  path: string;
  signedIn: boolean;
}

const PAGES: PageCase[] = [
  { id: 'landing', name: 'Landing page', path: '/', signedIn: false },
  { id: 'dashboard', name: 'Dashboard (demo user)', path: '/', signedIn: true },
];
const pages = PAGES.filter((page) => options.page === undefined || page.id === options.page);
if (pages.length === 0) throw new Error('--page must be landing or dashboard');

interface Measurement {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  transferBytes: number;
  lcpElement: string;
  opportunities: string[];
  /** Lighthouse's measure of how fast this machine ran at the time: higher is faster. */
  benchmarkIndex: number;
}

function numericAudit(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id}`);
  return value;
}

/** Every URL the page requested during the run. */
function requestedUrls(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return [];
  return details.items.flatMap((item) => (typeof item.url === 'string' ? [item.url] : []));
}

interface NodeDetails {
  type: 'node';
  nodeLabel?: string;
  snippet?: string;
}

/** The first page element an audit's details name, however deep in its tables. */
function firstNode(value: unknown): NodeDetails | null {
  if (typeof value !== 'object' || value === null) return null;
  if ('type' in value && value.type === 'node') return value as NodeDetails;
  for (const child of Object.values(value)) {
    const found = firstNode(child);
    if (found) return found;
  }
  return null;
}

/**
 * The audit naming the element of the largest contentful paint and its timing breakdown. Lighthouse
 * 13 replaced its own 'largest-contentful-paint-element' audit with this Chrome trace insight.
 */
const LCP_ELEMENT_AUDIT = 'lcp-breakdown-insight';

/** The element of the largest contentful paint, as its tag and the text Lighthouse labels it with. */
function lcpElementOf(lhr: Result): string {
  const node = firstNode(lhr.audits[LCP_ELEMENT_AUDIT]?.details);
  if (!node?.nodeLabel) return 'unknown';
  const tag = /^<(\w+)/.exec(node.snippet ?? '')?.[1] ?? 'element';
  return `${tag} "${node.nodeLabel}"`;
}

/** Lighthouse's opportunities and diagnostics that failed, best saving first: what to fix. */
function opportunitiesOf(lhr: Result): string[] {
  return (
    Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      // This one names the LCP element and its timing breakdown; it is not advice.
      .filter((audit) => audit.id !== LCP_ELEMENT_AUDIT)
      .filter(
        (audit) =>
          audit.scoreDisplayMode === 'metricSavings' || audit.details?.type === 'opportunity',
      )
      .sort((a, b) => (b.metricSavings?.LCP ?? 0) - (a.metricSavings?.LCP ?? 0))
      .map((audit) => `${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`)
  );
}

/** Each run's full report and the last frame, to look into: the numbers say what, these say why. */
const reportDir = mkdtempSync(join(tmpdir(), 'rally-lighthouse-'));

function saveReport(lhr: Result, name: string): void {
  const base = join(reportDir, name.replace(/\W+/g, '-').replace(/^-|-$/g, '').toLowerCase());
  writeFileSync(`${base}.json`, JSON.stringify(lhr));
  const details = lhr.audits['final-screenshot']?.details;
  if (details?.type === 'screenshot') {
    const image = details.data.replace(/^data:image\/\w+;base64,/, '');
    writeFileSync(`${base}.jpg`, Buffer.from(image, 'base64'));
  }
}

/** Lighthouse sometimes fails to record a trace on a busy machine; such a run is made again once. */
async function runLighthouse(url: string, flags: Flags): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(url, flags))?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!lhr.runtimeError) return lhr;
    if (attempt === 2) throw new Error(`Lighthouse failed twice: ${lhr.runtimeError.message}`);
    console.log(`  Lighthouse failed (${lhr.runtimeError.code}), running again`);
  }
}

async function measure(url: string, page: PageCase, port: number) {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  };
  const lhr = await runLighthouse(url, flags);

  // Both pages live at '/': which one rendered shows in whether the dashboard's chunk was loaded.
  const showedDashboard = requestedUrls(lhr).some((requested) => DASHBOARD_CHUNK.test(requested));
  if (showedDashboard !== page.signedIn) {
    saveReport(lhr, `${page.name} wrong page`);
    throw new Error(
      `${page.name}: the ${showedDashboard ? 'dashboard' : 'landing page'} loaded (report in ${reportDir})`,
    );
  }
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error('Lighthouse gave no score');
  const measurement: Measurement = {
    score,
    lcpMs: numericAudit(lhr, 'largest-contentful-paint'),
    cls: numericAudit(lhr, 'cumulative-layout-shift'),
    tbtMs: numericAudit(lhr, 'total-blocking-time'),
    fcpMs: numericAudit(lhr, 'first-contentful-paint'),
    transferBytes: numericAudit(lhr, 'total-byte-weight'),
    lcpElement: lcpElementOf(lhr),
    opportunities: opportunitiesOf(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
  return { measurement, lhr };
}

interface PageResult {
  page: PageCase;
  runs: Measurement[];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (met: boolean) => (met ? 'met' : '**not met**');

function spread(values: number[], format: (value: number) => string): string {
  const sorted = [...values].sort((a, b) => a - b);
  const [low, high] = [sorted[0] ?? 0, sorted[sorted.length - 1] ?? 0];
  return `${format(median(values))} (${format(low)}–${format(high)})`;
}

function table(results: PageResult[]): string {
  const lines = [
    `| Page | Score (≥ ${TARGETS.score}) | LCP (≤ ${seconds(TARGETS.lcpMs)}) | CLS (≤ ${TARGETS.cls}) | TBT | FCP | Transferred |`,
    '|---|---|---|---|---:|---:|---:|',
  ];
  for (const { page, runs: measured } of results) {
    const of = (pick: (run: Measurement) => number) => measured.map(pick);
    const score = median(of((run) => run.score));
    const lcp = median(of((run) => run.lcpMs));
    const cls = median(of((run) => run.cls));
    lines.push(
      [
        '',
        page.name,
        `${spread(
          of((run) => run.score),
          (v) => v.toFixed(2),
        )} ${verdict(score >= TARGETS.score)}`,
        `${spread(
          of((run) => run.lcpMs),
          seconds,
        )} ${verdict(lcp <= TARGETS.lcpMs)}`,
        `${cls.toFixed(3)} ${verdict(cls <= TARGETS.cls)}`,
        `${Math.round(median(of((run) => run.tbtMs)))} ms`,
        seconds(median(of((run) => run.fcpMs))),
        `${(median(of((run) => run.transferBytes)) / 1000).toFixed(0)} kB`,
        '',
      ]
        .join(' | ')
        .trim(),
    );
  }
  return lines.join('\n');
}

function section(results: PageResult[], about: { lighthouse: string; chromium: string }): string {
  const cpu = cpus();
  const server =
    options.server === 'apps/api/dist/main.js'
      ? 'node apps/api/dist/main.js'
      : `node ${options.server}`;
  const perPage = results.flatMap(({ page, runs: measured }) => {
    const last = measured[measured.length - 1];
    const advice = last?.opportunities.slice(0, 3).join('; ') || 'nothing left over its thresholds';
    return [
      `- ${page.name}: the largest contentful paint is ${last?.lcpElement ?? 'unknown'}. Lighthouse's main suggestions: ${advice}.`,
    ];
  });
  const benchmarkIndex = median(
    results.flatMap(({ runs: measured }) => measured.map((run) => run.benchmarkIndex)),
  );
  return [
    '## Web pages (Lighthouse)',
    '',
    `\`pnpm bench:web\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${about.lighthouse}, default (mobile) preset: a`,
    `Moto G Power screen, simulated slow 4G and a 4× slower CPU; ${about.chromium}, headless. Machine:`,
    `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, load average ${loadBefore.toFixed(1)} at the start and ${(loadavg()[0] ?? 0).toFixed(1)} at the end;`,
    `Lighthouse's benchmark index ${Math.round(benchmarkIndex)} (median; higher is a faster machine at that time).`,
    `The built server (\`${server}\`, production mode, fresh embedded database) on 127.0.0.1.`,
    `${runs} runs per page; each cell is the median, with the lowest and highest run in brackets.`,
    'Targets from issue 9.',
    '',
    table(results),
    '',
    '- The dashboard is measured signed in as a new demo account (its session cookie put in the browser cookie jar);',
    '  the bench checks that the dashboard chunk loaded, so it is not the landing page measured twice.',
    ...perPage,
    '- Simulated throttling computes the timings from a page load recorded on this machine, so a busy',
    '  machine still changes them, TBT most: compare runs with a similar benchmark index.',
  ].join('\n');
}

const loadBefore = loadavg()[0] ?? 0;
const lighthouseVersion = (
  JSON.parse(
    readFileSync(
      createRequire(import.meta.resolve('lighthouse')).resolve('lighthouse/package.json'),
      'utf8',
    ),
  ) as { version: string }
).version;

const chromeLauncher = await loadChromeLauncher();
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const results: PageResult[] = [];
// The user agent hides the minor version numbers; the debugging port tells them.
const { Browser: browserVersion } = (await (
  await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
).json()) as { Browser: string };
const chromium = browserVersion.replace(/^(Headless)?Chrome\//, 'Chromium ');
try {
  for (const page of pages) {
    await setBrowserCookies(
      chrome.port,
      server.origin,
      page.signedIn ? await demoSessionCookies(server.origin) : [],
    );
    const measured: Measurement[] = [];
    for (let run = 1; run <= runs; run++) {
      const { measurement, lhr } = await measure(`${server.origin}${page.path}`, page, chrome.port);
      measured.push(measurement);
      saveReport(lhr, `${page.name} ${run}`);
      console.log(
        `${page.name}, run ${run}: score ${measurement.score.toFixed(2)}, LCP ${seconds(measurement.lcpMs)}, ` +
          `CLS ${measurement.cls.toFixed(3)}, TBT ${Math.round(measurement.tbtMs)} ms, ` +
          `FCP ${seconds(measurement.fcpMs)}, benchmark index ${Math.round(measurement.benchmarkIndex)}`,
      );
    }
    results.push({ page, runs: measured });
    const last = measured[measured.length - 1];
    console.log(`  LCP element: ${last?.lcpElement ?? 'unknown'}`);
    for (const opportunity of last?.opportunities.slice(0, 6) ?? [])
      console.log(`  to improve: ${opportunity}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.log(`\nReports and last frames: ${reportDir}`);
const text = section(results, { lighthouse: lighthouseVersion, chromium });
console.log(`\n${table(results)}`);
if (options['dry-run']) {
  console.log('\n--dry-run: docs/benchmarks.md left as it was');
} else {
  writeSection('lighthouse', text);
  console.log('\nWritten to docs/benchmarks.md');
}
