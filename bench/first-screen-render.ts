/**
 * The signed-in first screen's render alone, in this process: what a page the API has not kept
 * costs (apps/web/src/first-screen/server.tsx), without the requests around it, so that a CPU
 * profile of it (`node --cpu-prof`) shows the render's own parts.
 *
 *   pnpm bench:render capture --out <dir>   the built server on a database of its own, one user
 *                                           with three speeches: what its page of / is written
 *                                           from (sources.json) and the page (page.html)
 *   pnpm bench:render load [--seconds 20] [--cpu-prof-dir <dir>]
 *                                           the built server (profiled into the folder when given),
 *                                           20 users with three speeches, asked for pages it has
 *                                           not written (each request another user and UTC
 *                                           offset, as bench/load.ts does); prints its CPU time a
 *                                           page
 *   node bench/first-screen-render.ts time --sources <dir>/sources.json [--entry <server entry>]
 *        [--renders 500] [--markup <file>] [--every-part]
 *                                           renders the page from those sources again and again
 *                                           (the build's entry unless --entry; --markup writes
 *                                           it) and prints the CPU time a render and the page's
 *                                           brotli cost. Under Node alone, as tsx would compile
 *                                           the built entry again; add --cpu-prof for a profile.
 *                                           Parts marked RenderedOnce are kept from the first
 *                                           render, as the API keeps them, unless --every-part
 *
 * Build first (`pnpm exec turbo run build --filter=@rally/api --filter=@rally/web`). PostgreSQL
 * comes from DATABASE_URL (default: the local test server), as for bench/load.ts.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_ENTRY = join(ROOT, 'apps/api/dist/main.js');
const WEB_SERVER_ENTRY = join(ROOT, 'apps/web/dist/.server/first-screen.js');
const FIRST_SCREEN_DATA =
  /<script type="application\/json" id="rally-first-screen">(.*?)<\/script>/s;

const { positionals, values: options } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    sources: { type: 'string' },
    entry: { type: 'string', default: WEB_SERVER_ENTRY },
    renders: { type: 'string', default: '500' },
    markup: { type: 'string' },
    'every-part': { type: 'boolean', default: false },
    port: { type: 'string', default: '3351' },
    seconds: { type: 'string', default: '20' },
    'cpu-prof-dir': { type: 'string' },
  },
});

const SPEECH = {
  context: 'I have a job interview on Monday and my nerves keep getting the better of me.',
  tone: 'confident',
  voiceStyle: 'warm',
  duration: 'medium',
};

/**
 * The built server on a database of its own with `users` signed up, three speeches each; `use`
 * gets its origin, process and the users' cookies.
 */
async function withServer(
  users: number,
  use: (server: { origin: string; pid: number; cookies: string[] }) => Promise<void>,
  nodeOptions?: string,
) {
  // Loaded here: `time` runs under Node alone (no tsx, which would compile the entry again).
  const { createPool } = await import('../packages/db/src/create-db.ts');
  const { startBuiltServer } = await import('./built-server.ts');
  const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const database = `rally_render_bench_${process.pid}`;
  const admin = createPool({ connectionString: baseUrl, max: 1 });
  await admin.query(`drop database if exists ${database}`);
  await admin.query(`create database ${database}`);
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  const server = await startBuiltServer({
    entry: SERVER_ENTRY,
    port: Number(options.port),
    env: {
      DATABASE_URL: url.toString(),
      LOCAL_WRITER_PACE_MS: '0',
      TRUST_PROXY: '1',
      ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
    },
  });
  try {
    let forwarded = 1;
    const api = async (
      path: string,
      init: { method?: string; cookie?: string; body?: unknown },
    ) => {
      const response = await fetch(`${server.origin}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          origin: server.origin,
          'x-forwarded-for': `10.0.0.${forwarded++}`,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(init.cookie ? { cookie: init.cookie } : {}),
        },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response;
    };
    const cookies: string[] = [];
    for (let user = 0; user < users; user++) {
      const signedUp = await api('/api/auth/signup', {
        method: 'POST',
        body: {
          email: `render-${user}@example.com`,
          password: 'correct horse battery',
          firstName: 'Render',
          lastName: 'Tester',
        },
      });
      const session = signedUp.headers.getSetCookie().find((c) => c.includes('rally_session'));
      if (!session) throw new Error('sign-up set no session cookie');
      const cookie = session.split(';')[0] ?? '';
      for (let speech = 0; speech < 3; speech++) {
        await api('/api/speeches', { method: 'POST', cookie, body: SPEECH });
      }
      cookies.push(cookie);
    }
    const pid = server.process.pid;
    if (pid === undefined) throw new Error('the server has no process id');
    await use({ origin: server.origin, pid, cookies });
  } finally {
    await server.stop();
    await admin.query(`drop database if exists ${database}`);
    await admin.end();
  }
}

async function capture(out: string) {
  const { UTC_OFFSET_COOKIE } = await import('../packages/domain/src/local-hour.ts');
  await withServer(1, async ({ origin, cookies: [cookie] }) => {
    const response = await fetch(`${origin}/`, {
      headers: { cookie: `${cookie}; ${UTC_OFFSET_COOKIE}=60` },
    });
    const page = await response.text();
    const data = FIRST_SCREEN_DATA.exec(page)?.[1];
    if (!data) throw new Error('the page has no first-screen data');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'page.html'), page);
    writeFileSync(join(out, 'sources.json'), JSON.stringify(JSON.parse(data)));
    console.log(`wrote ${join(out, 'page.html')} and ${join(out, 'sources.json')}`);
  });
}

/** Linux's clock ticks a second (USER_HZ), the unit of /proc's CPU times. */
const CLOCK_TICKS_PER_SECOND = 100;

/** The CPU time a process has used, user and system, in milliseconds. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

async function load() {
  const { UTC_OFFSET_COOKIE } = await import('../packages/domain/src/local-hour.ts');
  const { default: autocannon } = await import('autocannon');
  const profileDir = options['cpu-prof-dir'];
  const nodeOptions = profileDir ? `--cpu-prof --cpu-prof-dir=${profileDir}` : undefined;
  await withServer(
    20,
    async ({ origin, pid, cookies }) => {
      // Each (user, offset) pair once: every request is a page the server has not written.
      const offsets = Array.from({ length: 24 * 60 + 1 }, (_, index) => index - 12 * 60);
      const pairs = offsets.flatMap((offset) =>
        cookies.map((cookie) => `${cookie}; ${UTC_OFFSET_COOKIE}=${offset}`),
      );
      let next = 0;
      const ask = (seconds: number) =>
        autocannon({
          url: origin,
          connections: 10,
          duration: seconds,
          headers: { origin, 'accept-encoding': 'gzip, deflate, br, zstd' },
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => ({
                ...request,
                path: '/',
                headers: { ...request.headers, cookie: pairs[next++ % pairs.length] },
              }),
            },
          ],
        });
      await ask(3);
      const before = cpuMs(pid);
      const result = await ask(Number(options.seconds));
      if (next > pairs.length) throw new Error('the pairs of user and offset ran out');
      const perPage = (cpuMs(pid) - before) / result.requests.total;
      console.log(
        `${result.requests.total} pages rendered, ${Math.round(result.requests.average)} req/s, ${perPage.toFixed(2)} ms CPU a page; non-2xx ${result.non2xx}, errors ${result.errors}`,
      );
    },
    nodeOptions,
  );
}

interface RenderEntry {
  renderPage(known: unknown, parts?: unknown): Promise<string>;
  /** The parts rendered once a server keeps (absent from builds before it). */
  PartsMarkup?: new () => unknown;
}

async function time(sourcesPath: string) {
  const entry = (await import(pathToFileURL(options.entry).href)) as RenderEntry;
  const sources = readFileSync(sourcesPath, 'utf8');
  const renders = Math.max(10, Math.round(Number(options.renders) / 10) * 10);
  // As the API renders: the parts marked RenderedOnce kept from the first page, unless asked not to.
  const parts = entry.PartsMarkup && !options['every-part'] ? new entry.PartsMarkup() : undefined;
  const render = () => entry.renderPage(JSON.parse(sources), parts);
  const markup = await render();
  if (options.markup) writeFileSync(options.markup, markup);
  if ((await render()) !== markup) throw new Error('a page with kept parts differs from the first');
  for (let i = 0; i < 50; i++) await render(); // warm-up: compiled code, loaded chunks
  // Batches, as other work on the machine slows some: their fastest and their median.
  const batches: number[] = [];
  for (let batch = 0; batch < 10; batch++) {
    const cpuBefore = process.cpuUsage();
    for (let i = 0; i < renders / 10; i++) await render();
    const cpu = process.cpuUsage(cpuBefore);
    batches.push((cpu.user + cpu.system) / 1000 / (renders / 10));
  }
  batches.sort((a, b) => a - b);
  const page = markup + sources;
  const brotliStarted = performance.now();
  for (let i = 0; i < 50; i++) {
    brotliCompressSync(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  const brotli = (performance.now() - brotliStarted) / 50;
  console.log(
    `${renders} renders: CPU a render ${batches[0]?.toFixed(2)} ms fastest, ${batches[5]?.toFixed(2)} ms median of 10 batches; markup ${markup.length} chars, sources ${sources.length}; brotli 5 of the page ${brotli.toFixed(2)} ms`,
  );
}

const [command] = positionals;
if (command === 'capture' && options.out) await capture(options.out);
else if (command === 'load') await load();
else if (command === 'time' && options.sources) await time(options.sources);
else throw new Error('usage: capture --out <dir> | load | time --sources <file> [--entry <file>]');
