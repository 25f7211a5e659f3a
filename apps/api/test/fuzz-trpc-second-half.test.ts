import { trpcEndpoints } from './fuzz/endpoints.ts';
import { describeMalformedRequests, everyOther } from './fuzz/harness.ts';

// The other half of fuzz-trpc.test.ts's malformed tRPC calls, in a file of its own so that two
// workers share them.

describeMalformedRequests('malformed tRPC calls, second half', everyOther(trpcEndpoints(), 1));
