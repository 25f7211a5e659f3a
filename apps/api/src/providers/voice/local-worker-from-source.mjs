// Starts the worker from its TypeScript source (under tsx or vitest); a build runs local-worker.js.
import { register } from 'tsx/esm/api';

register();
await import('./local-worker.ts');
