import type { Drizzle } from '@trybuna/db';

/** The database or a transaction on it: what the repositories run their queries on. */
export type Executor = Pick<Drizzle, 'select' | 'insert' | 'update' | 'delete'>;
