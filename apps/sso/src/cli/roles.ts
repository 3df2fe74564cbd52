/**
 * `npm run roles -- grant|revoke <e-mail> <role…> | show <e-mail> | list` (run from the
 * repository root): the operator's way to grant roles, the first `admin` above all (docs/sso.md
 * "Granting roles"). It opens the sso's database as the service does (`DATABASE_URL`, else the
 * embedded one under `DATA_DIR/sso`; `.env` is read as `npm start` reads it). With the embedded
 * database stop `npm start` first: a PGlite folder belongs to one process at a time.
 */
import { existsSync } from 'node:fs';
import { loadEnvOrExit } from '@trybuna/config/env';
import { databaseTarget, openDatabase } from '@trybuna/db';
import { jsonLineLog } from '../lib/security-events';
import { runRolesCommand } from './roles-command';

if (existsSync('.env')) process.loadEnvFile('.env');
const env = loadEnvOrExit();
const database = await openDatabase(
  databaseTarget({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, name: 'sso' }),
);
let status = 1;
try {
  await database.migrate();
  status = await runRolesCommand(process.argv.slice(2), {
    database,
    out: (line) => {
      console.log(line);
    },
    err: (line) => {
      console.error(line);
    },
    log: jsonLineLog((line) => process.stdout.write(line)),
  });
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
} finally {
  await database.close();
}
process.exit(status);
