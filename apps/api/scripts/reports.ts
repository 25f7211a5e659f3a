// Prints the newest reports of speeches (by their owners, then by visitors of shared talks) for an operator: `pnpm reports [--limit 50]`. Reads the
// database the server is configured with (DATABASE_URL, else the embedded one in DATA_DIR, which
// only one process may open: stop the server first, or run this against PostgreSQL).
// docs/decisions/report-a-speech.md
import { parseArgs } from 'node:util';
import { createDb, listRecentReports, listRecentShareReports } from '@rally/db';
import { loadEnv } from '../src/env.ts';
import {
  describeReportsForOperator,
  describeShareReportsForOperator,
  REPORT_EXCERPT_LENGTH,
} from '../src/services/reports.ts';

const LIMIT_DEFAULT = 50;
const LIMIT_MAX = 1000;

const { values } = parseArgs({ options: { limit: { type: 'string' } } });
const limit = values.limit === undefined ? LIMIT_DEFAULT : Number(values.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > LIMIT_MAX) {
  process.stderr.write(`--limit must be a whole number from 1 to ${LIMIT_MAX}.\n`);
  process.exit(2);
}

const env = loadEnv();
const database = await createDb({
  ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  dataDir: env.DATA_DIR,
});
try {
  const reports = await listRecentReports(database.db, limit, REPORT_EXCERPT_LENGTH);
  process.stdout.write(describeReportsForOperator(reports));
  const visitors = await listRecentShareReports(database.db, limit, REPORT_EXCERPT_LENGTH);
  process.stdout.write(`\n${describeShareReportsForOperator(visitors)}`);
} finally {
  await database.close();
}
