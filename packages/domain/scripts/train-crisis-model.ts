/**
 * Trains the crisis screen's lexical model on the training part of the corpus and writes its
 * weights to src/crisis-screen/lexical-weights.ts (docs/decisions/crisis-screen.md).
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

const model = trainLexicalModel(crisisTraining, ordinaryTraining, normaliseForScreen);
writeFileSync(
  OUTPUT,
  [
    '// Written by `pnpm --filter @rally/domain crisis:model` from the training part of the corpus; do',
    '// not edit. lexical-model.test.ts checks that it is what the corpus gives.',
    "import type { LexicalModel } from './lexical-model.ts';",
    '',
    `export const LEXICAL_MODEL: LexicalModel = ${JSON.stringify(model)};`,
    '',
  ].join('\n'),
);
console.log(
  `Wrote ${Object.keys(model.crisis.weights).length} crisis and ${Object.keys(model.harmOthers.weights).length} concern weights`,
);
