import type { Database } from '@trybuna/db';
import type { Passwords } from './lib/passwords';
import type { KeyRing } from './lib/signing-keys';
import type { UserTokens } from './lib/user-tokens';
import type { SsoSettings } from './settings';

/** What the routes share: the database, the settings and the services built on them. */
export interface SsoContext {
  database: Database;
  settings: SsoSettings;
  passwords: Passwords;
  keys: KeyRing;
  tokens: UserTokens;
}
