import { setFlagsFromString } from 'node:v8';

/**
 * Turns off V8's allocation-site pretenuring for this process. The production entry (main.ts)
 * imports this module first, so it is in force before the server starts.
 *
 * Pretenuring watches, at each young-generation collection, what share of the objects made at
 * each allocation site is still alive; a site whose objects mostly survive has them allocated
 * straight into the old generation from then on. While the server starts, nearly everything
 * survives (modules, the migrations, the job engine's first statements), so sites that requests
 * share with the start (pg's parsing of rows among them) were decided long-lived. Under load their
 * objects die within a request, but in the old generation only a major collection frees them, and
 * until then each young collection keeps alive whatever they point to and promotes it too: about
 * 2 MB of dead rows and answers at every scavenge. The decision is never revisited, as old objects
 * carry no survival feedback. docs/decisions/v8-pretenuring.md has the measurements; the test
 * beside this module checks that this Node still honours the setting.
 */
export const PRETENURING_OFF = '--no-allocation-site-pretenuring';

setFlagsFromString(PRETENURING_OFF);
