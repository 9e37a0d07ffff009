import { CFDI_USES, regimesFor, TAX_REGIMES, taxpayerKindOf, usesFor } from '@store/contract/invoices';
import { FacturapiApiError, invalidField } from '../api-error';
import type { GlobalJson, TaxpayerJson } from '../invoice-json';
import { MONTHS, PAYMENT_FORMS, PUBLIC_NAME, PUBLIC_REGIME, PUBLIC_RFC, PUBLIC_USE } from './sat-codes';
import { mexicoCityMonth } from './stamp';

/**
 * The rules between an invoice's fields that SAT's validations hold (CFDI 4.0 "matriz de errores"), and
 * Facturapi checks before it stamps: each refusal names the field to correct.
 */

/** The régimen must exist and fit the kind of RFC; the uso must exist and fit the régimen. */
export function checkTaxpayer(taxpayer: TaxpayerJson, use: string): void {
  const kind = taxpayerKindOf(taxpayer.tax_id);
  if (!TAX_REGIMES.some((regime) => regime.code === taxpayer.tax_system)) {
    throw invalidField(
      'customer.tax_system',
      `El régimen fiscal "${taxpayer.tax_system}" no está en el catálogo del SAT (c_RegimenFiscal).`,
      'not_allowed',
    );
  }
  if (kind && !regimesFor(kind).some((regime) => regime.code === taxpayer.tax_system)) {
    const who =
      kind === 'fisica'
        ? 'una persona física (RFC de 13 caracteres)'
        : 'una persona moral (RFC de 12 caracteres)';
    throw invalidField(
      'customer.tax_system',
      `El régimen fiscal ${taxpayer.tax_system} no corresponde a ${who}.`,
      'not_allowed',
    );
  }
  if (!CFDI_USES.some((item) => item.code === use)) {
    throw invalidField(
      'use',
      `El uso del CFDI "${use}" no está en el catálogo del SAT para una factura de ingreso.`,
      'not_allowed',
    );
  }
  if (!usesFor(taxpayer.tax_system).some((item) => item.code === use)) {
    throw invalidField(
      'use',
      `El uso del CFDI ${use} no es válido para el régimen fiscal ${taxpayer.tax_system} del cliente.`,
      'not_allowed',
    );
  }
}

/** c_FormaPago, and SAT's pairing with the método: PPD only with 99 (por definir), PUE never with it. */
export function checkPayment(form: string, method: string): void {
  if (!PAYMENT_FORMS[form]) {
    throw invalidField(
      'payment_form',
      `La forma de pago "${form}" no está en el catálogo del SAT (c_FormaPago).`,
      'not_allowed',
    );
  }
  if (method === 'PPD' && form !== '99') {
    throw invalidField(
      'payment_form',
      'Con método de pago PPD la forma de pago debe ser 99 (Por definir).',
      'not_allowed',
    );
  }
  if (method === 'PUE' && form === '99') {
    throw invalidField(
      'payment_form',
      'Con método de pago PUE la forma de pago no puede ser 99 (Por definir).',
      'not_allowed',
    );
  }
}

/**
 * SAT's rules for a global invoice (operaciones con el público en general): the receptor is exactly
 * XAXX010101000 / PUBLICO EN GENERAL / 616 / S01 with the expedition's postal code as its own, and the
 * period is a real one of this year or the last, not later than the invoice.
 */
export function checkGlobal(
  taxpayer: TaxpayerJson,
  use: string,
  zip: string,
  global: GlobalJson,
  date: Date,
): void {
  const rules: [boolean, string, string][] = [
    [
      taxpayer.tax_id === PUBLIC_RFC,
      'customer.tax_id',
      `Una factura global se emite al RFC genérico ${PUBLIC_RFC}.`,
    ],
    [
      taxpayer.legal_name === PUBLIC_NAME,
      'customer.legal_name',
      `En una factura global el nombre del receptor es exactamente "${PUBLIC_NAME}".`,
    ],
    [
      taxpayer.tax_system === PUBLIC_REGIME,
      'customer.tax_system',
      `En una factura global el régimen fiscal del receptor es ${PUBLIC_REGIME} (Sin obligaciones fiscales).`,
    ],
    [
      use === PUBLIC_USE,
      'use',
      `En una factura global el uso del CFDI es ${PUBLIC_USE} (Sin efectos fiscales).`,
    ],
    [
      taxpayer.address.zip === zip,
      'customer.address.zip',
      `En una factura global el código postal del receptor es el del lugar de expedición (${zip}).`,
    ],
  ];
  for (const [holds, path, message] of rules) {
    if (!holds) throw invalidField(path, message, 'not_allowed');
  }
  const bimonthly = global.periodicity === 'two_months';
  const month = Number(global.months);
  if (!MONTHS[global.months] || (bimonthly ? month < 13 : month > 12)) {
    throw invalidField(
      'global.months',
      bimonthly
        ? 'Para un periodo bimestral los meses van de 13 (enero-febrero) a 18 (noviembre-diciembre).'
        : 'Los meses de la factura global van de 01 (enero) a 12 (diciembre).',
      'not_allowed',
    );
  }
  const issued = mexicoCityMonth(date);
  if (global.year !== issued.year && global.year !== issued.year - 1) {
    throw invalidField(
      'global.year',
      `El año de la factura global debe ser ${issued.year} o ${issued.year - 1} (el de su fecha o el anterior).`,
      'not_allowed',
    );
  }
  const firstMonth = bimonthly ? (month - 13) * 2 + 1 : month;
  if (global.year === issued.year && firstMonth > issued.month) {
    throw new FacturapiApiError(
      400,
      'invalid_global_invoice_period',
      'El periodo de la factura global no puede ser posterior a su fecha de emisión.',
      { location: 'body', path: 'global.months', reason: 'not_allowed' },
    );
  }
}
