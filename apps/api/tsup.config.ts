import { defineConfig } from 'tsup';

// One file for production: our workspace packages are TypeScript sources, so they are bundled in;
// everything from npm stays external and is loaded from node_modules. The built-in voice's worker
// thread, the Realtime voice's MP3 encoder thread and the daily talks' tick thread are entries of
// their own, written beside main.js, where local.ts, mp3-encoder.ts and daily-rally-tick.ts look
// for them.
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'local-worker': 'src/providers/voice/local-worker.ts',
    'mp3-encoder-worker': 'src/providers/voice/mp3-encoder-worker.ts',
    'daily-rally-tick-worker': 'src/jobs/daily-rally-tick-worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@rally\//],
});
