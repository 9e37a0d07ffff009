import { CFDI_USES, TAX_REGIMES } from '@store/contract/invoices';

/**
 * The SAT catalogues the stand-in checks codes against and names in its PDF, beyond the régimen and uso
 * ones the contract already has. Rows as SAT publishes them for CFDI 4.0 (c_FormaPago, c_MetodoPago,
 * c_Periodicidad, c_Meses), whole: they are short.
 */

export const PAYMENT_FORMS: Readonly<Record<string, string>> = {
  '01': 'Efectivo',
  '02': 'Cheque nominativo',
  '03': 'Transferencia electrónica de fondos',
  '04': 'Tarjeta de crédito',
  '05': 'Monedero electrónico',
  '06': 'Dinero electrónico',
  '08': 'Vales de despensa',
  '12': 'Dación en pago',
  '13': 'Pago por subrogación',
  '14': 'Pago por consignación',
  '15': 'Condonación',
  '17': 'Compensación',
  '23': 'Novación',
  '24': 'Confusión',
  '25': 'Remisión de deuda',
  '26': 'Prescripción o caducidad',
  '27': 'A satisfacción del acreedor',
  '28': 'Tarjeta de débito',
  '29': 'Tarjeta de servicios',
  '30': 'Aplicación de anticipos',
  '31': 'Intermediario pagos',
  '99': 'Por definir',
};

export const PAYMENT_METHODS: Readonly<Record<string, string>> = {
  PUE: 'Pago en una sola exhibición',
  PPD: 'Pago en parcialidades o diferido',
};

/** Facturapi's word for a global invoice's period, and SAT's c_Periodicidad code and name for it. */
export const PERIODICITIES: Readonly<Record<string, { code: string; name: string }>> = {
  day: { code: '01', name: 'Diario' },
  week: { code: '02', name: 'Semanal' },
  fortnight: { code: '03', name: 'Quincenal' },
  month: { code: '04', name: 'Mensual' },
  two_months: { code: '05', name: 'Bimestral' },
};

/** c_Meses: 01–12 a month, 13–18 the two months of a bimonthly period. */
export const MONTHS: Readonly<Record<string, string>> = {
  '01': 'Enero',
  '02': 'Febrero',
  '03': 'Marzo',
  '04': 'Abril',
  '05': 'Mayo',
  '06': 'Junio',
  '07': 'Julio',
  '08': 'Agosto',
  '09': 'Septiembre',
  '10': 'Octubre',
  '11': 'Noviembre',
  '12': 'Diciembre',
  '13': 'Enero-Febrero',
  '14': 'Marzo-Abril',
  '15': 'Mayo-Junio',
  '16': 'Julio-Agosto',
  '17': 'Septiembre-Octubre',
  '18': 'Noviembre-Diciembre',
};

/** The motives SAT accepts for cancelling a CFDI. */
export const CANCELLATION_MOTIVES: Readonly<Record<string, string>> = {
  '01': 'Comprobante emitido con errores con relación',
  '02': 'Comprobante emitido con errores sin relación',
  '03': 'No se llevó a cabo la operación',
  '04': 'Operación nominativa relacionada en una factura global',
};

/** The generic RFC and name of sales to the public, which only a global invoice may carry. */
export const PUBLIC_RFC = 'XAXX010101000';
export const PUBLIC_NAME = 'PUBLICO EN GENERAL';
export const PUBLIC_REGIME = '616';
export const PUBLIC_USE = 'S01';

/** "601 General de Ley Personas Morales", or the bare code for one the catalogue lacks. */
export const regimeText = (code: string) => {
  const regime = TAX_REGIMES.find((item) => item.code === code);
  return regime ? `${code} ${regime.name}` : code;
};

export const useText = (code: string) => {
  const use = CFDI_USES.find((item) => item.code === code);
  return use ? `${code} ${use.name}` : code;
};

export const paymentFormText = (code: string) =>
  PAYMENT_FORMS[code] ? `${code} ${PAYMENT_FORMS[code]}` : code;

export const paymentMethodText = (code: string) =>
  PAYMENT_METHODS[code] ? `${code} ${PAYMENT_METHODS[code]}` : code;
