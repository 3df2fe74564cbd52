import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps';

/** Loads the repository's `.env` into process.env when there is one (see `.env.example`). */
export function loadDotEnv(): void {
  const file = path.join(ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}
