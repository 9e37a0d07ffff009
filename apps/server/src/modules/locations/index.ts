/**
 * Mexico's postal-code catalogue (SEPOMEX): states, municipalities, postal codes and colonias, the
 * importer of the official file, and the small demo set. It owns those tables.
 */
export { locationsRoutes } from './routes';
export { neighborhoodPlace, type NeighborhoodPlace } from './neighborhood-place';
export { postalCodePlace, type PostalCodePlace } from './postal-code-place';
export { demoPostalCatalogue, seedDemoPostalCodesIfEmpty } from './demo-postal-codes';
export { importSepomexBytes, type SepomexImport } from './sepomex/import-sepomex';
export { SepomexFileError } from './sepomex/sepomex-file-error';
export type { PostalCatalogueDependent, SavedAddressLinks } from './replace-postal-catalogue';
export type { NeighborhoodMove } from './neighborhood-moves';
export { postalCatalogueCounts } from './postal-catalogue-counts';
