import { CANCEL_MOTIVES, type AdminInvoice } from '@store/contract/admin';

/** "F-101": the invoice's series and folio as the shop numbers them; the folio fiscal when it has none. */
export function folioOf(invoice: AdminInvoice): string {
  if (invoice.folio_number !== null) {
    return invoice.series ? `${invoice.series}-${invoice.folio_number}` : String(invoice.folio_number);
  }
  return invoice.uuid ?? `#${invoice.invoice_id}`;
}

export const STATUS_TEXT: Record<AdminInvoice['status'], string> = {
  vigente: 'Vigente',
  cancelada: 'Cancelada',
  emitiendo: 'Emitiendo',
};

/** "01 · Comprobante emitido con errores con relación": a motive of SAT's as staff choose it. */
export const motiveText = (code: string): string => {
  const motive = CANCEL_MOTIVES.find((candidate) => candidate.code === code);
  return motive ? `${motive.code} · ${motive.name}` : code;
};
