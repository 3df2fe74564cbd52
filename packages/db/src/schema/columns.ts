import { customType, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Integer identity key; seeds may insert explicit ids (they then move the sequence on). */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** A child row's key to its parent row, removed with it (`on delete cascade`). */
export const parentKey = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** Timestamps are `Date`s in code and ISO 8601 strings in JSON. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Binary data (`bytea`) as a Node `Buffer`; drizzle 0.45 has no built-in bytea column. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
