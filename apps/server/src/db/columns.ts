import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes (pictures). Both drivers hand bytea back as a Uint8Array/Buffer. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A full-text search document; written by SQL functions, never by application code. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
