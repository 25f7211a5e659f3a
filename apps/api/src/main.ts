// First, so that V8 runs the whole server with these settings (see v8-flags.ts).
import './v8-flags.ts';
import { enableCompileCache } from 'node:module';

// V8's compiled code for every module loaded from here on is kept on disk (in the system's temporary
// folder, checked against each file's contents), so a server started again skips compiling its
// modules: most of a start's CPU once the database exists (docs/decisions/server-start.md).
enableCompileCache();

// The server as production runs it (dist/main.js), serving the web build in WEB_DIST_DIR.
const { serve } = await import('./serve.ts');
await serve();
