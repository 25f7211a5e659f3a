import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './src/sw/pwa-options.ts';

const API_ORIGIN = 'http://localhost:3000';

// No changeOrigin: the API's same-origin check compares Origin with the Host the browser used.
const apiProxy = { '/api': API_ORIGIN, '/trpc': API_ORIGIN };

export default defineConfig({
  plugins: [react(), VitePWA(pwaOptions)],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      // Two pages: the single-page app and the sign-in page at /login.html.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        login: fileURLToPath(new URL('./login.html', import.meta.url)),
      },
      // Libraries change less often than our code, so they get chunks of their own to cache.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
            { name: 'data', test: /node_modules[\\/](@tanstack|@trpc)[\\/]/ },
          ],
        },
      },
    },
  },
});
