/** `npm run seed`: migrations and demo content into the configured database (idempotent). */
import { loadEnv } from '@trybuna/config/env';
import { prepareDatabase } from './boot';

const database = await prepareDatabase(loadEnv(), (message) => {
  console.log(message);
});
await database.close();
console.log('seed: done');
