import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The shop's tables, and the stand-ins' own, kept in the same database and the same migrations.
  schema: ['./apps/server/src/db/schema/index.ts', './apps/stand-ins/src/*/tables.ts'],
  out: './apps/server/src/db/migrations',
  casing: 'snake_case',
});
