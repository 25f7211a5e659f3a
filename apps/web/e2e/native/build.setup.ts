import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { test as setup } from '@playwright/test';
import { NATIVE_BUILD_DIR, TEST_API_ORIGIN } from './paths.ts';

// Vite's command, found through its package.json (its exports do not list the bin script).
const vite = join(
  dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);

// The native app's own build, once per run: its API origin is fixed at build time, like the
// device's (`VITE_API_ORIGIN=… pnpm mobile:sync`), so it points at this run's test server.
setup('build the native app for the test server', () => {
  setup.setTimeout(300_000);
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', NATIVE_BUILD_DIR, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: new URL('../..', import.meta.url),
      env: { ...process.env, VITE_API_ORIGIN: TEST_API_ORIGIN },
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error(`The native build failed (exit ${build.status})`);
});
