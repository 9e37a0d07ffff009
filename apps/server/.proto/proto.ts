import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, queryRows } from '../src/db/client';

const text = gunzipSync(readFileSync('/work/shared/data/sepomex/CPdescarga.txt.gz')).toString('utf8');
const lines = text
  .split('\n')
  .slice(2)
  .filter(Boolean)
  .map((l) => l.split('|'));
console.log(lines.length);
const kind = process.argv[2];
const h =
  kind === 'pg'
    ? await openPostgres('postgres://postgres@127.0.0.1:5432/proto')
    : await openPglite(undefined);
await h.migrate();
const db = h.db;
await db.execute(
  sql`TRUNCATE states, municipalities, postal_codes, neighborhoods, shipping_addresses, users CASCADE`,
);
let t = performance.now();
const codes = new Map<string, string[]>();
for (const f of lines) codes.set(f[0]!, f);
const cs = [...codes.values()];
await db.transaction(async (tx) => {
  await tx.execute(
    sql`INSERT INTO postal_codes (code, state_id, municipality_id) SELECT * FROM unnest(${sql.param(cs.map((f) => f[0]))}::text[], ${sql.param(cs.map((f) => f[7]))}::text[], ${sql.param(cs.map((f) => f[11]))}::text[])`,
  );
  console.log('codes', performance.now() - t);
  const B = Number(process.argv[3] ?? 200000);
  for (let i = 0; i < lines.length; i += B) {
    const b = lines.slice(i, i + B);
    await tx.execute(
      sql`INSERT INTO neighborhoods (postal_code, sepomex_id, name, settlement_type, zone, city) SELECT * FROM unnest(${sql.param(b.map((f) => f[0]))}::text[], ${sql.param(b.map((f) => f[12]))}::text[], ${sql.param(b.map((f) => f[1]))}::text[], ${sql.param(b.map((f) => f[2]))}::text[], ${sql.param(b.map((f) => f[13]))}::text[], ${sql.param(b.map((f) => f[5] || null))}::text[])`,
    );
  }
});
console.log('insert', performance.now() - t);
console.log(
  await queryRows(db, sql`select count(*), count(city) as city, max(length(name)) from neighborhoods`),
);
console.log(await queryRows(db, sql`select name from neighborhoods where postal_code='31000' order by name`));
console.log(await queryRows(db, sql`select name from neighborhoods where name <> trim(name) limit 3`));
// users + addresses
await db.execute(
  sql`INSERT INTO users (issuer, subject, email, name) SELECT 'x', g::text, 'e', 'n' FROM generate_series(1, 100) g`,
);
await db.execute(
  sql`INSERT INTO shipping_addresses (user_id, postal_code, state_name, municipality_name, neighborhood_id, neighborhood_name, street, exterior_number, reference) SELECT 1 + g % 100, n.postal_code, 's', 'm', n.id, n.name, 'c', '1', 'r' FROM generate_series(1, ${Number(process.argv[4] ?? 0)}) g JOIN neighborhoods n ON n.id = g * 7`,
);
t = performance.now();
await db.transaction(async (tx) => {
  await tx.execute(sql`DELETE FROM neighborhoods`);
});
console.log('delete', performance.now() - t);
await h.close();
