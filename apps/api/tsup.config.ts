import { defineConfig } from 'tsup';

// One file for production: our workspace packages are TypeScript sources, so they are bundled in;
// everything from npm stays external and is loaded from node_modules. The built-in voice's worker
// thread is a second entry, written beside main.js, where local.ts looks for it.
export default defineConfig({
  entry: { main: 'src/main.ts', 'local-worker': 'src/providers/voice/local-worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@rally\//],
});
