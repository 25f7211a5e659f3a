import { serve } from './serve.ts';

// The server as production runs it (dist/main.js), serving the web build in WEB_DIST_DIR.
await serve();
