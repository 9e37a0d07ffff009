/**
 * An amount as Mexican invoices spell it under the total: "TRES MIL CIENTO CUARENTA Y SIETE PESOS
 * 80/100 M.N.". Units take their short form before a noun (UN PESO, VEINTIÚN MIL, UN MILLÓN).
 */

const UNITS = [
  '',
  'UN',
  'DOS',
  'TRES',
  'CUATRO',
  'CINCO',
  'SEIS',
  'SIETE',
  'OCHO',
  'NUEVE',
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISÉIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
  'VEINTE',
  'VEINTIÚN',
  'VEINTIDÓS',
  'VEINTITRÉS',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISÉIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const TENS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const HUNDREDS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

/** 1–999 in words; `CIEN` alone, `CIENTO` before more. */
function belowThousand(value: number): string {
  if (value === 100) return 'CIEN';
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const tens =
    rest < 30
      ? (UNITS[rest] ?? '')
      : [TENS[Math.floor(rest / 10)], UNITS[rest % 10]].filter(Boolean).join(' Y ');
  return [HUNDREDS[hundreds], tens].filter(Boolean).join(' ');
}

/** A whole number of pesos in words (0 is CERO), up to the trillions. */
export function numberInWords(value: number): string {
  if (value === 0) return 'CERO';
  const millions = Math.floor(value / 1_000_000);
  const thousands = Math.floor((value % 1_000_000) / 1000);
  const rest = value % 1000;
  const parts: string[] = [];
  if (millions > 0) parts.push(millions === 1 ? 'UN MILLÓN' : `${numberInWords(millions)} MILLONES`);
  if (thousands > 0) parts.push(thousands === 1 ? 'MIL' : `${belowThousand(thousands)} MIL`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** Centavos as the line under an invoice's total. */
export function pesosInWords(centavos: number): string {
  const pesos = Math.floor(centavos / 100);
  const cents = String(centavos % 100).padStart(2, '0');
  const words = numberInWords(pesos);
  // "UN MILLÓN DE PESOS", "DOS MILLONES DE PESOS": a round million takes "de".
  const of = pesos >= 1_000_000 && pesos % 1_000_000 === 0 ? ' DE' : '';
  return `${words}${of} ${pesos === 1 ? 'PESO' : 'PESOS'} ${cents}/100 M.N.`;
}
