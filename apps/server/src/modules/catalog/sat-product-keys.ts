import type { CategoryId } from '@store/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { recordAudit } from '../audit';
import { categories, products } from './tables';

/**
 * The key of SAT's c_ClaveProdServ each department's products are invoiced with at first, checked
 * against SAT's catalogue text. Where SAT has no narrower key (work shirts, blazers, shorts) a department
 * shares its class's; where it has keys by sex or age (boots, shoes), the class key fits a department
 * that sells to all. The owner may change any of them in the back-office.
 */
export const DEPARTMENT_SAT_PRODUCT_KEYS: Readonly<Record<CategoryId, string>> = {
  1: '53102500', // Accesorios de vestir
  2: '53101604', // Camisas o blusas para mujer
  3: '53111500', // Botas
  4: '53102516', // Gorras
  5: '53111600', // Zapatos
  6: '53101602', // Camisas para hombre
  7: '53101602', // Camisas para hombre (camisolas de trabajo)
  8: '53103100', // Chalecos
  9: '53101800', // Abrigos y chaquetas
  10: '53102501', // Cinturones o tirantes
  11: '53141504', // Hebillas
  12: '27111504', // Navajas de bolsillo
  13: '53101500', // Pantalones de deporte, pantalones y pantalones cortos
  14: '53131620', // Perfumes o colonias o fragancias
  15: '53103000', // Camisetas
  16: '53102300', // Ropa interior
  17: '53101800', // Abrigos y chaquetas (sacos)
  18: '53101500', // Pantalones de deporte, pantalones y pantalones cortos (shorts)
  19: '53102503', // Sombreros
  20: '53101700', // Suéteres
  21: '53102002', // Vestidos o faldas o saris o kimonos para mujer
};

/** SAT's key for what its catalogue does not list: a sold product since removed from the catalogue. */
export const UNLISTED_SAT_PRODUCT_KEY = '01010101';

export const DEPARTMENT_NOT_FOUND = 'No existe ese departamento.';

export type DepartmentProductKey = { categoryId: number; name: string; satProductKey: string };

export async function departmentProductKeys(db: Database): Promise<DepartmentProductKey[]> {
  return db
    .select({ categoryId: categories.id, name: categories.name, satProductKey: categories.satProductKey })
    .from(categories)
    .orderBy(categories.name);
}

/** The owner's choice of a department's key, in the audit log with the one it replaced. */
export async function setDepartmentProductKey(
  db: Database,
  staffEmail: string,
  categoryId: number,
  satProductKey: string,
): Promise<DepartmentProductKey> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: categories.name, satProductKey: categories.satProductKey })
      .from(categories)
      .where(eq(categories.id, categoryId))
      .for('update');
    if (!before) throw new HttpError(404, DEPARTMENT_NOT_FOUND);
    if (before.satProductKey !== satProductKey) {
      await tx.update(categories).set({ satProductKey }).where(eq(categories.id, categoryId));
      await recordAudit(tx, staffEmail, {
        action: 'department.sat_key_changed',
        department: before.name,
        before: before.satProductKey,
        after: satProductKey,
      });
    }
    return { categoryId, name: before.name, satProductKey };
  });
}

/** Each product's key now, by its department; a product no longer in the catalogue is absent. */
export async function satProductKeysOf(db: Database, productIds: number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: products.id, satProductKey: categories.satProductKey })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map((row) => [row.productId, row.satProductKey]));
}
