import { defineConfig } from 'tsup';

// One file for production: our workspace packages are TypeScript sources, so they are bundled in;
// everything from npm stays external and is loaded from node_modules.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@rally\//],
});
