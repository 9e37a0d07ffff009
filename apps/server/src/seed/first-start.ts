import { CATEGORIES } from '@store/contract';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { savedAddressesAcrossImport } from '../modules/addresses';
import { seedDemoPostalCodesIfEmpty } from '../modules/locations';
import { writeDepartmentsAndSizes } from './departments-and-sizes';
import { productCount, seedDemoCatalogueIfEmpty } from './index';

/** Said at every production start while the shop has no products: where they come from instead. */
export const EMPTY_PRODUCTION_SHOP =
  `Tienda sin productos (NODE_ENV=production): tiene sus ${CATEGORIES.length} departamentos y las tallas, ` +
  'nunca el catálogo de demostración. Dé de alta los productos en /admin (sección Productos) y cargue los ' +
  'códigos postales con `npm run sepomex:import -- <archivo>` o en /admin (sección Códigos postales).';

export const SEEDING_DEMO =
  'Base de datos vacía: sembrando el catálogo de demostración (solo la primera vez)...';

/**
 * What a database gets when a server starts on it. Outside production an empty shop becomes the demo
 * (catalogue and a few postal codes); in production it only gets its departments and sizes, never
 * made-up products or a partial postal catalogue that would look real to shoppers. Runs under the
 * database's start-up lock: of several servers starting together on one database, the first seeds and
 * the others find its rows and skip. Answers whether the demo catalogue was written.
 */
export function prepareOnStart(
  database: DatabaseHandle,
  env: Config['env'],
  say: (line: string) => void,
): Promise<boolean> {
  return database.withStartupLock(async (db) => {
    if (env === 'production') {
      await writeDepartmentsAndSizes(db);
      if ((await productCount(db)) === 0) say(EMPTY_PRODUCTION_SHOP);
      return false;
    }
    const seeded = await seedDemoCatalogueIfEmpty(db, () => say(SEEDING_DEMO));
    await seedDemoPostalCodesIfEmpty(db, savedAddressesAcrossImport);
    return seeded;
  });
}
