import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const V8_FLAGS_MODULE = new URL('../src/v8-flags.ts', import.meta.url).href;
const SITES = 8;
const KEPT = 200_000;
const FRESH = 1_000;

/**
 * In a Node process of its own, for each of SITES allocation sites (an object literal of a function
 * of its own): the site first makes KEPT objects that all stay alive, as a server's start does;
 * then FRESH more, and V8 says (`%InYoungGeneration`, a V8 intrinsic allowed in this child only)
 * how many of those were allocated straight into the old generation. Answers that count per site.
 */
async function freshObjectsInOldGeneration({
  importFlags,
}: {
  importFlags: boolean;
}): Promise<number[]> {
  const script = `
    ${importFlags ? `await import(${JSON.stringify(V8_FLAGS_MODULE)});` : ''}
    const counts = [];
    for (let site = 0; site < ${SITES}; site++) {
      const make = new Function('i', 'return { i, items: [i, i + 1] };');
      let kept = [];
      for (let i = 0; i < ${KEPT}; i++) kept.push(make(i));
      let old = 0;
      for (let i = 0; i < ${FRESH}; i++) if (!%InYoungGeneration(make(i))) old++;
      counts.push(old);
      kept = null;
    }
    console.log(counts.join(' '));
  `;
  const { stdout } = await run(process.execPath, [
    '--allow-natives-syntax',
    '--input-type=module',
    '-e',
    script,
  ]);
  return stdout.trim().split(' ').map(Number);
}

describe('V8 settings of the production entry (v8-flags.ts)', () => {
  it('keeps allocating young at sites whose first objects all lived', async () => {
    const [byDefault, withFlags] = await Promise.all([
      freshObjectsInOldGeneration({ importFlags: false }),
      freshObjectsInOldGeneration({ importFlags: true }),
    ]);
    // The premise: by default V8 pretenures such sites, and their later objects, short-lived or
    // not, are made in the old generation (on this Node, 6 of the 8 sites).
    expect(byDefault).toHaveLength(SITES);
    expect(byDefault.filter((old) => old === FRESH).length).toBeGreaterThan(0);
    // With the module imported first, none is.
    expect(withFlags).toEqual(Array.from({ length: SITES }, () => 0));
  });
});
