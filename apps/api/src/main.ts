// First, so that V8 runs the whole server with these settings (see v8-flags.ts).
import './v8-flags.ts';
import { serve } from './serve.ts';

// The server as production runs it (dist/main.js), serving the web build in WEB_DIST_DIR.
await serve();
