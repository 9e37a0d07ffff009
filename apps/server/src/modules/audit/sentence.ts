import { finalPriceCents, formatCentavos } from '@store/money';
import { PROMOTION_KIND_NAMES, spanishDay, type PromotionKindCode } from '@store/contract';
import {
  auditEvents,
  type AuditEvent,
  type PriceState,
  type ProductFields,
  type PromotionRef,
  type CouponRef,
  type VariantRef,
} from './events';

/**
 * The Bitácora's words: each entry as one Spanish sentence the owner reads without knowing the log's
 * codes, for example "Precio de Bota Lucchese, Chocolate 25: $2,649.00 → $1,589.40".
 */
/** '3, 6 y 12': the shop's plans of meses sin intereses as a sentence names them. */
const PLAN_LIST = new Intl.ListFormat('es', { style: 'long', type: 'conjunction' });

export function auditSentence(action: string, details: unknown, subject: string): string {
  const schema = auditEvents[action as AuditEvent['action']];
  const parsed = schema?.safeParse(details);
  // Entries written before the log had one vocabulary kept a Spanish phrase as their action.
  if (!parsed?.success) return `${capitalized(action)}: ${subject}`;
  return sentenceOf({ action, ...parsed.data } as AuditEvent);
}

function sentenceOf(event: AuditEvent): string {
  switch (event.action) {
    case 'product.created':
      return `Creó el producto ${event.product.name} con ${plural(event.variants, 'variante', 'variantes')}`;
    case 'product.edited':
      return `Editó ${event.product.name}: ${fieldChanges(event.before, event.after)}`;
    case 'product.hidden':
      return `Ocultó ${event.product.name} de la tienda`;
    case 'product.shown':
      return `Volvió a mostrar ${event.product.name} en la tienda`;
    case 'product.published':
      return `Publicó ${event.product.name} en la tienda`;
    case 'variant.added':
      return `Agregó ${variantName(event.variant)} a ${priceText(event.after)}, ${plural(event.after.stock, 'unidad', 'unidades')} en existencia`;
    case 'variant.removed':
      return `Quitó ${variantName(event.variant)}`;
    case 'variant.price_changed':
      return `Precio de ${variantName(event.variant)}: ${priceText(event.before)} → ${priceText(event.after)}`;
    case 'variant.stock_changed':
      return `Existencias de ${variantName(event.variant)}: ${event.before} → ${event.after}${event.source === 'csv' ? ' (archivo CSV)' : ''}`;
    case 'color.added':
      return `Agregó el color ${event.color} (${event.hex}) a ${event.product.name}`;
    case 'color.edited':
      return `Cambió el color ${event.before.name} de ${event.product.name}: ${colorChanges(event.before, event.after)}`;
    case 'color.removed':
      return `Quitó el color ${event.color} (${event.hex}) de ${event.product.name}`;
    case 'picture.added':
      return `Agregó una foto a ${event.product.name}, ${event.color}`;
    case 'picture.removed':
      return `Quitó una foto de ${event.product.name}, ${event.color}`;
    case 'pictures.reordered':
      return `Cambió el orden de las fotos de ${event.product.name}, ${event.color}`;
    case 'order.shipped':
      return `Marcó el pedido #${event.order} como enviado por ${event.carrier}, guía ${event.trackingNumber}`;
    case 'order.note_added':
      return `Anotó en el pedido #${event.order}: «${event.text}»`;
    case 'order.delivered':
      return `Marcó el pedido #${event.order} como entregado`;
    case 'order.delivery_undone':
      return `Deshizo la entrega del pedido #${event.order}: vuelve a estar enviado${event.email === 'withdrawn' ? '; el correo de entregado no había salido y ya no sale' : ' y el cliente recibe un correo que aclara que su pedido aún va en camino'}`;
    case 'order.tracking_corrected':
      return `Corrigió la guía del pedido #${event.order}: ${event.before.carrier} ${event.before.trackingNumber} → ${event.after.carrier} ${event.after.trackingNumber}`;
    case 'order.ready_for_pickup':
      return `Marcó el pedido #${event.order} como listo para recoger y le envió su código de recogida al cliente`;
    case 'order.picked_up':
      return `Entregó en tienda el pedido #${event.order} con su código de recogida`;
    case 'order.cancelled':
      return `Canceló el pedido #${event.order} y reembolsó ${formatCentavos(event.refundedCents)}${event.refundClabeLast4 ? ` por transferencia a la CLABE terminada en ${event.refundClabeLast4} (clave de rastreo ${event.refundTransferReference ?? ''})` : ''}; ${plural(event.unitsReturned, 'unidad volvió', 'unidades volvieron')} a existencias${event.reason ? `. Motivo: ${event.reason}` : ''}`;
    case 'order.unpaid_cancelled':
      return `Canceló el pedido #${event.order}, que esperaba su pago: la ficha o los datos de transferencia ya no sirven y ${plural(event.unitsReturned, 'unidad volvió', 'unidades volvieron')} a existencias${event.reason ? `. Motivo: ${event.reason}` : ''}`;
    case 'order.unoffered_installments':
      return `Cobró el pedido #${event.order} a ${event.months} meses sin intereses, un plazo que la tienda no ofrece (${event.offered.length > 0 ? `ofrece ${PLAN_LIST.format(event.offered.map(String))}` : 'no ofrece meses sin intereses para ese total'}). Revisa los plazos de meses sin intereses de tu cuenta de Stripe`;
    case 'order.refunded':
      return `Reembolsó ${formatCentavos(event.refundedCents)} del pedido #${event.order}${event.units > 0 ? ` (${plural(event.units, 'pieza', 'piezas')})` : ''}${event.shippingCents > 0 ? `, ${formatCentavos(event.shippingCents)} de envío` : ''}${event.refundClabeLast4 ? ` por transferencia a la CLABE terminada en ${event.refundClabeLast4} (clave de rastreo ${event.refundTransferReference ?? ''})` : ''}`;
    case 'order.refund_transferred':
      return `Anotó la transferencia de ${formatCentavos(event.refundedCents)} a la CLABE terminada en ${event.refundClabeLast4} (clave de rastreo ${event.refundTransferReference}) que reembolsa el pedido cancelado #${event.order}`;
    case 'order.balance_returned':
      return `Devolvió al cliente el saldo a favor de ${formatCentavos(event.returnedCents)} que sobró de su transferencia del pedido #${event.order}`;
    case 'return.approved':
      return `Aprobó la devolución ${event.return} del pedido #${event.order}`;
    case 'return.rejected':
      return `Rechazó la devolución ${event.return} del pedido #${event.order}. Motivo: ${event.reason}`;
    case 'return.received':
      return `Recibió los artículos de la devolución ${event.return} del pedido #${event.order}; ${plural(event.unitsReturned, 'unidad volvió', 'unidades volvieron')} a existencias`;
    case 'return.refunded':
      return `Reembolsó ${formatCentavos(event.refundedCents)} de la devolución ${event.return} del pedido #${event.order}${event.shippingCents > 0 ? ` (${formatCentavos(event.shippingCents)} de envío)` : ''}${event.refundClabeLast4 ? ` por transferencia a la CLABE terminada en ${event.refundClabeLast4} (clave de rastreo ${event.refundTransferReference ?? ''})` : ''}`;
    case 'message.resent':
      return `Reenvió el correo «${event.subject}» a ${event.recipient}${event.order === undefined ? '' : ` (pedido #${event.order})`}`;
    case 'home.banners_changed':
      return `Cambió los textos y enlaces de los ${event.banners} banners del inicio`;
    case 'home.banner_picture_changed':
      return `Cambió la foto del banner ${event.banner} del inicio`;
    case 'home.row_changed':
      return `Cambió la fila «${event.row}» del inicio: ${plural(event.after.length, 'artículo', 'artículos')}`;
    case 'home.strip_changed':
      return `Cambió la franja de promesas del inicio: ${event.after.length === 0 ? 'sin frases propias' : event.after.map((line) => `«${line}»`).join(', ')}`;
    case 'invoice.cancelled':
      return `Canceló la factura ${event.invoice.uuid} (${event.invoice.rfc}, ${formatCentavos(event.invoice.totalCents)}) con el motivo ${event.motive}${event.substitution ? `; la sustituye ${event.substitution}` : ''}`;
    case 'invoice.global_issued':
      return `Emitió la factura global de ${event.period} por ${plural(event.orders, 'pedido', 'pedidos')} y ${formatCentavos(event.totalCents)} (folio fiscal ${event.uuid})`;
    case 'department.sat_key_changed':
      return `Cambió la clave del SAT de ${event.department}: ${event.before} → ${event.after}`;
    case 'synonym.added':
      return `Agregó a la búsqueda el sinónimo ${synonymText(event)}`;
    case 'synonym.removed':
      return `Quitó de la búsqueda el sinónimo ${synonymText(event)}`;
    case 'team.staff_added':
      return `Agregó a ${event.email} al equipo como personal`;
    case 'team.staff_removed':
      return `Quitó a ${event.email} del equipo`;
    case 'customer.viewed':
      return `Vio la ficha del cliente #${event.customer}`;
    case 'customer.note_edited':
      return `Cambió la nota interna del cliente #${event.customer}`;
    case 'account.deleted':
      return `El cliente #${event.user} eliminó su cuenta: se borraron sus datos personales y se conservan sus pedidos y facturas sin ellos`;
    case 'postal_codes.loaded':
      return `Cargó el catálogo de códigos postales: ${count(event.postalCodes)} códigos postales y ${count(event.neighborhoods)} colonias en ${count(event.states)} estados`;
    case 'promotion.created':
      return `Creó la promoción ${promotionText(event.promotion)}`;
    case 'promotion.edited':
      return `Editó la promoción ${promotionText(event.promotion)}`;
    case 'promotion.archived':
      return `Terminó y archivó la promoción «${event.promotion.name}»`;
    case 'review.approved':
      return `Publicó la reseña de ${event.stars} ${event.stars === 1 ? 'estrella' : 'estrellas'} de ${event.product.name}`;
    case 'review.hidden':
      return `Ocultó una reseña de ${event.product.name}: ${event.reason}`;
    case 'review.replied':
      return `Respondió a una reseña de ${event.product.name}: ${event.reply}`;
    case 'reviews.publishing_changed':
      return event.publishAtOnce
        ? 'Las reseñas nuevas se publican al instante'
        : 'Las reseñas nuevas esperan aprobación';
    case 'coupon.created':
      return `Creó el cupón ${couponText(event.coupon)}`;
    case 'coupon.edited':
      return `Editó el cupón ${couponText(event.coupon)}`;
    case 'coupon.archived':
      return `Archivó el cupón ${event.coupon.code}`;
  }
}

/** «tejana» → «sombrero», or ↔ when a search for either word finds the other. */
const synonymText = (synonym: { word: string; meaning: string; bothWays: boolean }) =>
  `«${synonym.word}» ${synonym.bothWays ? '↔' : '→'} «${synonym.meaning}»`;
/** "«Botas de invierno» (Segundo par al 50 %) del 1 de diciembre de 2026 al 24 de diciembre de 2026". */
function promotionText(promotion: PromotionRef): string {
  const kind =
    promotion.kind === 'percent'
      ? `${promotion.percentOff ?? 0} % de descuento`
      : (PROMOTION_KIND_NAMES[promotion.kind as PromotionKindCode] ?? promotion.kind);
  return `«${promotion.name}» (${kind}) del ${spanishDay(promotion.startsOn)} al ${spanishDay(promotion.endsOn)}`;
}

/** "VAQUERO10 (10 % de descuento)", "BIENVENIDA (−$100.00)", "ENVIO (envío gratis)". */
function couponText(coupon: CouponRef): string {
  const gives =
    coupon.kind === 'percent'
      ? `${coupon.percentOff ?? 0} % de descuento`
      : coupon.kind === 'amount'
        ? `−${formatCentavos(coupon.amountCents ?? 0)}`
        : 'envío gratis';
  return `${coupon.code} (${gives})`;
}

const variantName = (variant: VariantRef) => `${variant.product}, ${variant.color} ${variant.size}`;

/** The price a shopper pays, with the discount that makes it when there is one. */
function priceText(price: PriceState): string {
  const final = formatCentavos(finalPriceCents(price.priceCents, price.discountPercentage));
  if (price.discountPercentage === 0) return final;
  return `${final} (${price.discountPercentage} % de descuento sobre ${formatCentavos(price.priceCents)})`;
}

const FIELD_NAMES: Record<keyof ProductFields, string> = {
  name: 'nombre',
  description: 'descripción',
  brand: 'marca',
  category: 'departamento',
  audience: 'para',
  isNew: 'nuevo',
  parcel: 'envío',
};

function fieldChanges(before: ProductFields, after: ProductFields): string {
  const fields = Object.keys(FIELD_NAMES) as (keyof ProductFields)[];
  return fields
    .filter((field) => field in after)
    .map((field) =>
      field === 'description'
        ? 'descripción'
        : `${FIELD_NAMES[field]} ${fieldValue(before[field])} → ${fieldValue(after[field])}`,
    )
    .join('; ');
}

const fieldValue = (value: string | boolean | undefined) =>
  typeof value === 'boolean' ? (value ? 'sí' : 'no') : `«${value ?? ''}»`;

const numbers = new Intl.NumberFormat('es-MX');
const count = (value: number) => numbers.format(value);
const plural = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'nombre «Café» → «Chocolate»; tono #6F4E37 → #4A2C1A': only what changed. */
function colorChanges(before: { name: string; hex: string }, after: { name: string; hex: string }): string {
  const changes = [
    before.name === after.name ? undefined : `nombre «${before.name}» → «${after.name}»`,
    before.hex === after.hex ? undefined : `tono ${before.hex} → ${after.hex}`,
  ];
  return changes.filter((change) => change !== undefined).join('; ');
}
