/** `npm run build [-- --force]`: builds every app whose sources changed (all with --force). */
import { ensureBuilt } from './lib/ensure-built';

await ensureBuilt(['api', 'sso', 'web'], { force: process.argv.includes('--force') });
