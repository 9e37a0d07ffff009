import { Rfc } from '@nodecfdi/rfc';
import { taxpayerKindOf, type TaxpayerKind } from '@store/contract/invoices';

export type CheckedRfc = { rfc: string; kind: TaxpayerKind } | { error: string };

export const RFC_FORMAT =
  'Escribe tu RFC tal como viene en tu Constancia de Situación Fiscal: 13 caracteres si eres persona física, 12 si es una empresa.';
export const RFC_CHECK_DIGIT =
  'Ese RFC no es válido: su último carácter (dígito verificador) no corresponde. Revisa que esté bien copiado.';
export const RFC_GENERIC =
  'Con el RFC genérico no se emite una factura a tu nombre: tus compras sin factura entran en la factura global del mes.';

/**
 * An RFC a shopper typed for their invoice, checked with nodecfdi's parser (format, a real date) and its
 * check digit, or the Spanish reason it cannot be used. The generic RFCs of the public and of foreigners
 * are refused: those sales are covered by the shop's monthly global invoice.
 */
export function checkFiscalRfc(input: string): CheckedRfc {
  // The library upper-cases when it parses but compares the generic RFCs as typed: normalise first.
  const typed = input.replace(/[\s-]+/g, '').toUpperCase();
  if (typed === Rfc.RFC_GENERIC || typed === Rfc.RFC_FOREIGN) return { error: RFC_GENERIC };
  const parsed = Rfc.parseOrNull(typed);
  const kind = taxpayerKindOf(typed);
  if (!parsed || !kind) return { error: RFC_FORMAT };
  if (!parsed.doesCheckSumMatch()) return { error: RFC_CHECK_DIGIT };
  return { rfc: parsed.getRfc(), kind };
}
