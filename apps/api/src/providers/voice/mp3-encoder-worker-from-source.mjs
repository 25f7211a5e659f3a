// Loads the worker from its TypeScript source (under tsx or vitest); a build runs mp3-encoder-worker.js.
import { register } from 'tsx/esm/api';

register();
const { default: encode } = await import('./mp3-encoder-worker.ts');
export default encode;
