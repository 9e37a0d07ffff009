/** The same words for the shop's product page and the editor. */
export const PRODUCT_NOT_FOUND = 'Producto no encontrado';

/** The editor's refusals, in the owner's words. */
export const UNKNOWN_CATEGORY = 'El departamento no existe.';
export const UNKNOWN_SIZE = 'Una de las tallas no existe.';
export const MIXED_SIZE_SYSTEMS = 'Todas las tallas de un producto deben ser del mismo tipo.';
export const FOREIGN_COLOR = 'Uno de los colores no pertenece a este producto.';
export const PUBLISH_WITHOUT_PICTURE =
  'Sube al menos una foto antes de publicar el producto: sin foto no se puede mostrar en la tienda.';
export const SHOW_A_DRAFT = 'Este producto es un borrador: publícalo con «Publicar».';

/** Staff run stock and pictures; what a product sells for, and as what, is the owner's word (a 403). */
export const PRICES_FOR_OWNERS = 'Solo un dueño de la tienda puede cambiar precios y descuentos.';
export const NEW_SIZES_FOR_OWNERS =
  'Solo un dueño de la tienda puede agregar tallas o colores: cada talla nueva lleva su precio.';
export const REMOVED_SIZES_FOR_OWNERS =
  'Solo un dueño de la tienda puede quitar tallas o colores. Si ya no hay, deja sus existencias en 0.';
export const FILE_CHANGES_FOR_OWNERS =
  'Solo un dueño de la tienda puede crear productos, agregar tallas o mostrar y ocultar productos con el archivo. Quita esas filas o la columna visible; las existencias sí las puedes cambiar.';
export const DEPARTMENT_AND_BRAND_FOR_OWNERS =
  'Solo un dueño de la tienda puede cambiar el departamento o la marca de un producto: con ellos cambian sus promociones y su clave del SAT.';

/**
 * Whether the person editing may change what a product sells for: its prices and discounts, its sizes and
 * colours (each brings or takes away a price), its department and brand (promotions and the invoice's SAT
 * key follow them). The team's rule (owners may), asked by the caller.
 */
export type PriceRight = { mayChangePrices: boolean };
