import { webFromSource } from './first-screen-dev.ts';
import { serve } from './serve.ts';

// `pnpm dev`: the server with the web app served from its source through Vite (never built: tsup
// builds main.ts only).
await serve({ webFromSource });
