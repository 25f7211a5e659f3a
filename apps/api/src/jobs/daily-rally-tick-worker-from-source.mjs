// Loads the thread from its TypeScript source (under tsx or vitest); a build runs daily-rally-tick-worker.js.
import { register } from 'tsx/esm/api';

register();
const { default: tick } = await import('./daily-rally-tick-worker.ts');
export default tick;
