import { invoiceAmounts } from '@store/money';
import type { InvoiceItem } from '../invoice-provider';

/**
 * c_ClaveProdServ of a credit note's concept, as SAT's guide (Anexo 20) asks for an egreso: "Servicios
 * de facturación", unit ACT, with what it is for in its description.
 */
export const CREDIT_NOTE_PRODUCT_KEY = '84111506';
export const CREDIT_NOTE_DESCRIPTION = 'Devolución de mercancías';

/**
 * A credit note's one concept: the refund, IVA included, through the same `invoiceAmounts` the invoice's
 * concepts went through (IVA at 16 % taken out with six decimals, nudged so the Total is the refund to
 * the centavo). One concept rather than the returned lines: a refund may be a plain amount, include the
 * shipping, or credit a global invoice whose concepts are whole sales, and SAT's guide takes this one.
 */
export function creditNoteItems(totalCents: number, orderId: number): InvoiceItem[] {
  const [concept] = invoiceAmounts([
    { unitPriceCents: totalCents, unitDiscountCents: 0, quantity: 1 },
  ]).concepts;
  if (!concept) throw new Error('Falta el importe de la nota de crédito');
  return [
    {
      description: CREDIT_NOTE_DESCRIPTION,
      productKey: CREDIT_NOTE_PRODUCT_KEY,
      unitKey: 'ACT',
      unitName: 'Actividad',
      // NoIdentificacion: the order the refund belongs to.
      sku: String(orderId),
      quantity: 1,
      unitValue: concept.unitValue,
      discount: concept.discount,
    },
  ];
}
