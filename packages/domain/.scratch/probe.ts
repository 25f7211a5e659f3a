import { screenForCrisis } from '../src/crisis-screen/screen.ts';
for (const t of process.argv.slice(2)) console.log(JSON.stringify(screenForCrisis(t).concerns), '|', t);
