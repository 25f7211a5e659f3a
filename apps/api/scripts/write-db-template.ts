// Part of the API's build: a migrated embedded database beside the built server, which an empty
// DATA_DIR starts as (docs/decisions/server-start.md; serve.ts names the folder).
import { fileURLToPath } from 'node:url';
import { writePgliteTemplate } from '@rally/db';

await writePgliteTemplate(fileURLToPath(new URL('../dist/pglite-template', import.meta.url)));
