import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The Chromium the browser benches drive: Debian's, or CHROMIUM_PATH. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Chromium in a container: no sandbox, no GPU, no first-run screens. */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--no-first-run'];

/**
 * What a browser bench's command line asks for, checked: `--runs` a whole number ≥ 1, `--server`
 * a built server entry (relative to the repository), and Chromium present.
 */
export function checkedBenchOptions(options: { runs: string; server: string }): {
  runs: number;
  serverEntry: string;
} {
  const runs = Number(options.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
  const serverEntry = resolve(ROOT, options.server);
  if (!existsSync(serverEntry)) throw new Error(`No ${options.server}: build first (pnpm build)`);
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: set CHROMIUM_PATH`);
  return { runs, serverEntry };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
