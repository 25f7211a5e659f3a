import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const BENCHMARKS_FILE = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));

/**
 * Replaces one benchmark's section of `file` (docs/benchmarks.md by default), between `<!-- name:start -->` and
 * `<!-- name:end -->`, with `body`; adds the section at the end when there is none yet. What stands
 * outside the markers (notes written by hand) is kept.
 */
export function writeSection(name: string, body: string, file = BENCHMARKS_FILE): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${body}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  writeFileSync(
    file,
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`,
  );
}
