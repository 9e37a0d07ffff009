import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { outboxMessages, variants } from '../../../db/schema';
import { writeCatalogFixture } from '../../../test/catalog-fixture';
import { createTestDatabase } from '../../../test/database';
import { renderMessage, type MessagePayloads } from '../../mail';
import { queueLowStockDigest } from './low-stock-digest';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await writeCatalogFixture(database.db);
});
afterAll(async () => database?.close());

const digests = () => database.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'low-stock'));

describe('the daily low-stock digest', () => {
  it('is queued once per shop day, from 8:00 in Mexico City, for the staff, listing what is short', async () => {
    // 7:59 and 8:00 on 23 Nov 2026 in Mexico City (UTC−6 all year).
    expect(await queueLowStockDigest(database.db, new Date('2026-11-23T13:59:00Z'))).toBe(false);
    expect(await digests()).toEqual([]);
    expect(await queueLowStockDigest(database.db, new Date('2026-11-23T14:00:00Z'))).toBe(true);
    // Any process asking again the same day (until midnight there, 6:00 UTC next day) queues nothing.
    expect(await queueLowStockDigest(database.db, new Date('2026-11-24T05:59:00Z'))).toBe(false);
    const [digest] = await digests();
    expect(digest).toMatchObject({ key: 'low-stock:2026-11-23', recipient: null, status: 'pending' });
    const data = digest?.payload as MessagePayloads['low-stock'];
    expect(data.threshold).toBe(3);
    expect(data.variants.length).toBeGreaterThan(0);
    expect(data.variants.every((variant) => variant.stock < 3)).toBe(true);
    // The emptiest first, as on the dashboard.
    expect(data.variants.map((variant) => variant.stock)).toEqual(
      data.variants.map((variant) => variant.stock).toSorted((a, b) => a - b),
    );

    const rendered = await renderMessage('low-stock', data, { publicUrl: 'https://tienda.test' });
    expect(rendered.subject).toMatch(/^Existencias bajas: \d+ tallas por surtir$/);
    expect(rendered.text).toContain(data.variants[0]!.productName);
    expect(rendered.text).toContain('Agotada');
    expect(rendered.text).toContain('https://tienda.test/admin');

    expect(await queueLowStockDigest(database.db, new Date('2026-11-24T14:30:00Z'))).toBe(true);
    expect((await digests()).map((row) => row.key).toSorted()).toEqual([
      'low-stock:2026-11-23',
      'low-stock:2026-11-24',
    ]);
  });

  it('is not queued on a day nothing on sale is short', async () => {
    await database.db.update(variants).set({ stock: 50 });
    expect(await queueLowStockDigest(database.db, new Date('2026-11-25T15:00:00Z'))).toBe(false);
    expect((await digests()).map((row) => row.key)).not.toContain('low-stock:2026-11-25');
  });
});
