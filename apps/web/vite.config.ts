import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SIGN_IN_PRELOAD_MARKERS } from './src/first-screen/page.ts';
import { firstScreenPlugin } from './build/first-screen.ts';
import { pwaOptions } from './src/sw/pwa-options.ts';

const API_ORIGIN = 'http://localhost:3000';

// `vite preview` only: under `pnpm dev` the API serves the pages itself, with Vite inside it
// (build/dev-server.ts). No changeOrigin: the API's same-origin check compares Origin with the
// Host the browser used.
const apiProxy = { '/api': API_ORIGIN, '/trpc': API_ORIGIN };

const WEB_ROOT = fileURLToPath(new URL('./', import.meta.url));
const PAGES = {
  main: fileURLToPath(new URL('./index.html', import.meta.url)),
  login: fileURLToPath(new URL('./login.html', import.meta.url)),
};
/** The page a signed-in user's first screen shows (build/first-screen.ts preloads its chunk). */
const FIRST_SCREEN_PAGE = join(WEB_ROOT, 'src/pages/dashboard.tsx');
/** The pages' entry modules, which stay in their pages' own chunks. */
const ENTRY_MODULES = new Set([
  ...Object.values(PAGES),
  join(WEB_ROOT, 'src/main.tsx'),
  join(WEB_ROOT, 'src/login-main.tsx'),
]);

/**
 * Few files for a page's first load, because on a slow phone each file costs a round trip of its
 * own (HTTP/1.1 fetches six at a time; Fast 3G's round trip is 562 ms), while their bytes cost the
 * same merged or not (docs/decisions/first-load-scripts.md). Groups take their modules in order of
 * priority, and a group takes the modules its modules import unless a group before took them. A
 * group sees the module graph before tree-shaking, through every re-export of a package's index:
 * a part that only a lazy page uses would land in the first group whose module reaches it, so the
 * parts known to be used late get groups of their own, ahead of the rest, taking only themselves:
 * - `after-takeover`: library parts a page uses only once it has started (the toasts' container).
 * - `validation`: zod and the domain's schemas (the only module of the domain that builds any),
 *   which forms load when first checked.
 * - `vendor`: the libraries a page loads at once (React, Mantine, TanStack Query, tRPC); they change
 *   less often than our code, so they are cached apart from it. A library part that only a lazy
 *   page uses (a Mantine slider, the Stripe form) stays out of it.
 * - `app`: our modules a page loads at once, except the pages' entry modules (the sign-in page
 *   carries the landing page's few kilobytes with it, instead of a file more for both).
 * - `dashboard`: the signed-in first screen's page and everything else it imports, which the
 *   signed-in page preloads (build/first-screen.ts). A lazy page sharing a part of it (a dialog, a
 *   Mantine input) loads it too: such pages are reached from the dashboard, whose chunk is then in
 *   the cache already.
 */
const VALIDATION_MODULES = /node_modules[\\/]zod[\\/]|packages[\\/]domain[\\/]src[\\/]schemas\.ts$/;
/** The toasts' container (lazy in app-providers.tsx; the store that queues toasts stays in `vendor`). */
const AFTER_TAKEOVER_MODULES =
  /node_modules[\\/](@mantine[\\/]notifications[\\/]esm[\\/](?!notifications\.store)|react-transition-group[\\/])/;
const chunkGroups = [
  {
    name: 'after-takeover',
    test: AFTER_TAKEOVER_MODULES,
    includeDependenciesRecursively: false,
    priority: 5,
  },
  { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial' as const], priority: 4 },
  {
    name: 'app',
    test: (id: string) => !id.includes('node_modules') && !ENTRY_MODULES.has(id),
    tags: ['$initial' as const],
    priority: 3,
  },
  {
    name: 'validation',
    test: VALIDATION_MODULES,
    includeDependenciesRecursively: false,
    priority: 2,
  },
  { name: 'dashboard', test: (id: string) => id === FIRST_SCREEN_PAGE, priority: 1 },
];

/** A module's id as the size budget names it: our files from the app's root, libraries by package. */
function moduleName(id: string): string {
  const inPackage = id.lastIndexOf('node_modules/');
  if (inPackage >= 0) return id.slice(inPackage);
  return id.startsWith(WEB_ROOT) ? id.slice(WEB_ROOT.length) : id;
}

/**
 * Writes dist/.vite/chunk-modules.json, each JS chunk with the modules bundled into it. The manifest
 * names a chunk only by its first module; the size budget needs to know where the player, the
 * payment pages and the chart ended up.
 */
function chunkModulesPlugin(): Plugin {
  return {
    name: 'rally-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks[output.fileName] = output.moduleIds.map(moduleName);
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(chunks, null, 2),
      });
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build, compressed once
 * at the highest levels, so the server can send them (@fastify/static's `preCompressed`) instead of
 * compressing on every request or sending the files raw. The native app's build (VITE_API_ORIGIN
 * set, see src/native/api-fetch.ts) reads its files from the device and would only grow by them.
 */
function precompressPlugin(): Plugin {
  return {
    name: 'rally-precompress',
    apply: (_config, { command }) => command === 'build' && !process.env.VITE_API_ORIGIN,
    async writeBundle(options) {
      const outDir = options.dir ?? join(WEB_ROOT, 'dist');
      // Not .vite/: the build's own records, read by the size budget and never served.
      const files = (await readdir(outDir, { recursive: true })).filter(
        (file) => COMPRESSIBLE.test(file) && !file.startsWith('.'),
      );
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          if (content.length < COMPRESS_MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: zlibConstants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * The native app's build asks the API at VITE_API_ORIGIN with its bearer token: a preload of
 * /trpc/auth.user from the WebView's own origin would only fetch a 404 that nothing uses.
 */
function nativeHtmlPlugin(): Plugin {
  return {
    name: 'rally-native-html',
    apply: () => Boolean(process.env.VITE_API_ORIGIN),
    transformIndexHtml(html, { path }) {
      // login.html has no such preload; index.html losing it would leave this plugin doing nothing.
      if (path !== '/index.html') return html;
      const start = html.indexOf(SIGN_IN_PRELOAD_MARKERS.start);
      const end = html.indexOf(SIGN_IN_PRELOAD_MARKERS.end);
      if (start < 0 || end < start)
        throw new Error('index.html no longer marks its sign-in preload');
      return html.slice(0, start).trimEnd() + html.slice(end + SIGN_IN_PRELOAD_MARKERS.end.length);
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    VitePWA(pwaOptions),
    chunkModulesPlugin(),
    // The native app's build has no server to render its pages.
    ...(process.env.VITE_API_ORIGIN ? [] : [firstScreenPlugin({ webRoot: WEB_ROOT })]),
    nativeHtmlPlugin(),
    precompressPlugin(),
  ],
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the chunk graph the size budget (e2e/budgets.spec.ts) walks.
    manifest: true,
    // Pages keep the preloads of their own scripts. A lazily loaded chunk's imports are not
    // preloaded when it loads: the helper that adds a <link> per import took a phone ~70 ms while
    // the dashboard started; the browser fetches them as it reads the chunk instead.
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : [],
    },
    rolldownOptions: {
      // Two pages: the single-page app and the sign-in page at /login.html.
      input: PAGES,
      treeshake: {
        // The domain package is pure rules and schemas, no I/O (ARCHITECTURE.md): a page using one
        // constant must not carry every zod schema just because building a schema is a call.
        moduleSideEffects: [
          { test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false, external: false },
        ],
      },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
});
