/**
 * Trains the crisis screen's lexical model on the training part of the corpus and writes what its
 * weights follow from (each feature's counts, and the threshold) to
 * src/crisis-screen/lexical-weights.ts (docs/decisions/crisis-screen.md).
 *
 *   pnpm --filter @rally/domain crisis:model
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crisisTraining } from '../src/crisis-screen/corpus/crisis-training.ts';
import { ordinaryTraining } from '../src/crisis-screen/corpus/ordinary-training.ts';
import { trainLexicalModel } from '../src/crisis-screen/lexical-model.ts';
import { normaliseForScreen } from '../src/crisis-screen/normalise.ts';

const OUTPUT = fileURLToPath(new URL('../src/crisis-screen/lexical-weights.ts', import.meta.url));

const counts = trainLexicalModel(crisisTraining, ordinaryTraining, normaliseForScreen);
writeFileSync(
  OUTPUT,
  [
    '// Written by `pnpm --filter @rally/domain crisis:model` from the training part of the corpus; do',
    '// not edit. lexical-model.test.ts checks that it is what the corpus gives. Each feature is listed',
    '// under how many ordinary, self-harm and harm-to-others training phrasings had it; the weights',
    '// follow from these counts (`lexicalModel` in lexical-model.ts).',
    "import type { LexicalCounts } from './lexical-model.ts';",
    '',
    `export const LEXICAL_COUNTS: LexicalCounts = ${JSON.stringify(counts)};`,
    '',
  ].join('\n'),
);
const features = Object.values(counts.features).reduce(
  (total, lines) => total + lines.reduce((sum, line) => sum + line.split(' ').length, 0),
  0,
);
console.log(`Wrote the counts of ${features} features; threshold ${counts.threshold}`);
