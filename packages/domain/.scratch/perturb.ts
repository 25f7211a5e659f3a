import nlp from 'compromise';
import { screenForCrisis } from '../src/crisis-screen/screen.ts';
import { crisisTraining } from '../src/crisis-screen/corpus/crisis-training.ts';
import { ordinaryTraining } from '../src/crisis-screen/corpus/ordinary-training.ts';
const perturb: Record<string, (t: string) => string> = {
  past: (t) => { const d = nlp(t); d.verbs().toPastTense(); return d.text(); },
  future: (t) => { const d = nlp(t); d.verbs().toFutureTense(); return d.text(); },
  progressive: (t) => { const d = nlp(t); d.verbs().toGerund(); return d.text(); },
  negative: (t) => { const d = nlp(t); d.verbs().first().toNegative(); return d.text(); },
  noApostrophes: (t) => t.replace(/['’]/g, ''),
  expanded: (t) => { const d = nlp(t); d.contractions().expand(); return d.text(); },
  dictation: (t) => 'so basically my exam is on friday and ' + t.toLowerCase().replace(/[.,!?]/g, ''),
  perfect: (t) => t.replace(/\bi (want|think|keep)\b/i, (_, v) => `i have been ${v === 'keep' ? 'keeping' : v + 'ing'}`),
};
let cm = 0, of = 0;
for (const [name, fn] of Object.entries(perturb)) {
  for (const c of crisisTraining) {
    if (name === 'negative' && c.concern === 'harm-others') continue;
    const t = fn(c.text); if (t === c.text) continue;
    if (!screenForCrisis(t).concerns.includes(c.concern)) { cm++; console.log('MISS', name, c.kind, '|', t); }
  }
  if (name === 'negative') continue;
  for (const o of ordinaryTraining) {
    const t = fn(o.text); if (t === o.text) continue;
    if (screenForCrisis(t).concerns.length) { of++; console.log('FP', name, '|', t); }
  }
}
console.log({ cm, of });
