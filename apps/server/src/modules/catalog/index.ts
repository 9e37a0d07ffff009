/**
 * The catalogue: products, colours, sizes, variants, pictures, the home page's banners and rows, and
 * stock. It owns those tables; every other module reads and changes them through what is exported here.
 */

// The shop's reads.
export { catalogRoutes } from './routes';
export { CatalogAnswers, CATALOG_CHANGED } from './catalog-answers';
export { listCategories } from './categories';
export { listProducts } from './list-products';
export { listedProducts, type ListedProduct } from './listed-products';
export { productDetail } from './product/product-detail';
export { cartLines } from './cart-lines';
export { listingCards } from './listing-cards';
export { listBanners } from './home-page/list-banners';
export { selectionItems } from './home-page/selection-items';

// Search's synonyms, as the owner lists them in the back-office.
export {
  addSearchSynonym,
  listSearchSynonyms,
  removeSearchSynonym,
  SYNONYM_NOT_FOUND,
  type SearchSynonym,
} from './synonyms/search-synonyms';

// Stock: what checkouts take and give back, what staff count, what runs low.
export {
  sellableVariants,
  sellableVariantsForOrder,
  type SellableVariant,
} from './inventory/sellable-variants';
export { takeStock, SOLD_OUT_IN_CART, type StockChange } from './inventory/take-stock';
export { returnStock } from './inventory/return-stock';
export type { BackInStock } from './inventory/back-in-stock';
export { setStockCounts, type StaleCount, type StockCount } from './inventory/set-stock-counts';
export { lowStockVariants, soldOutVariantCount, type LowStock } from './inventory/low-stock';
// The back-office home's 'Existencias bajas' and 'Ver todas', ranked by what sells (handed orders' sales).
export { lowStockPage, mostUrgentRestocks, type UnitsSoldSql } from './inventory/restock-list';
export { queueLowStockDigest, LOW_STOCK_DIGEST_HOUR } from './inventory/low-stock-digest';
// Where sold units sit, for the packer's slips and pick list.
export { shelfFacts, type ShelfFacts, type ShelfVariant } from './shelf-facts';

// The back-office's editor: products, colours, sizes, prices.
export { productForEditor } from './product/product-for-editor';
export type { SoldVariants } from './product/variant-was-sold';
export { listProductsForStaff } from './editing/list-products-for-staff';
export { catalogOptions } from './editing/catalog-options';
export { createProduct } from './editing/create-product';
export { updateProduct } from './editing/update-product';
export { setProductHidden } from './editing/set-product-hidden';
export { publishProduct } from './editing/publish-product';
export { applyBulkUpdate, previewBulkUpdate, type BulkApplied, type BulkRow } from './editing/bulk-update';
export { variantsForExport, type ExportedVariant } from './editing/variants-for-export';
export {
  PRODUCT_NOT_FOUND,
  PRICES_FOR_OWNERS,
  NEW_SIZES_FOR_OWNERS,
  REMOVED_SIZES_FOR_OWNERS,
  DEPARTMENT_AND_BRAND_FOR_OWNERS,
} from './editing/refusals';

// Pictures: a colour's, how an upload is read, and the stored bytes the image route resizes.
export { addPicture } from './pictures/add-picture';
export { reorderPictures } from './pictures/reorder-pictures';
export { removePicture } from './pictures/remove-picture';
export { NOT_A_PICTURE } from './pictures/encode-picture';
export { storedPicture, type StoredPicture } from './pictures/stored-picture';
// Shoppers' review photos: re-encoded like the catalogue's, stored and served with them.
export { addLoosePicture, removeLoosePictures } from './pictures/loose-picture';

// The home page as the owner edits it.
export { homeForEditor } from './home-page/home-for-editor';
export { replaceBanners } from './home-page/replace-banners';
export { replaceBannerPicture } from './home-page/replace-banner-picture';
export { replaceRow } from './home-page/replace-row';
export { replaceStripLines } from './home-page/strip-lines';

// What promotions need of the products (handed to them by their callers).
export { productFactsForPromotions } from './product/promotion-facts';

// What shipping needs to pack a cart: each variant's product, department, and declared weight and box.
export { parcelFacts, type ParcelFacts } from './product/parcel-facts';

// What invoices need from the catalogue: the SAT product key of each department, which the owner sets.
export {
  DEPARTMENT_NOT_FOUND,
  DEPARTMENT_SAT_PRODUCT_KEYS,
  UNLISTED_SAT_PRODUCT_KEY,
  departmentProductKeys,
  satProductKeysOf,
  setDepartmentProductKey,
  type DepartmentProductKey,
} from './sat-product-keys';
