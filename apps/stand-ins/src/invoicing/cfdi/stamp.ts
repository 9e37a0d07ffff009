import { shopDateTime } from '../../../../server/src/lib/shop-day';
import { createHash, randomBytes, randomUUID } from 'node:crypto';

/**
 * What a PAC and SAT would add to an invoice: its folio fiscal (UUID), seals and certificate numbers,
 * and the moment it was stamped. Nothing here is signed: the seals are random base64 that start by
 * saying they are simulated, and every certificate number is zeros, so no one can mistake a stand-in
 * invoice for a fiscal one.
 */

/** The notice every stand-in invoice carries, in its XML and, prominently, in its PDF. */
export const NO_FISCAL_VALIDITY = 'Emitido por el simulador local de la tienda: sin validez fiscal';

/** No CSD or SAT certificate: twenty zeros where its serial number goes. */
export const FAKE_CERTIFICATE_NUMBER = '00000000000000000000';
/** Base64 that reads "SIMULADO SIN CERTIFICADO" in its letters, where the CSD's certificate goes. */
export const FAKE_CERTIFICATE = 'U0lNVUxBRE8gU0lOIENFUlRJRklDQURP';
/** SAT's example RFC, standing for the PAC that certified the stamp. */
export const FAKE_PAC_RFC = 'AAA010101AAA';

// Valid base64 (24 letters) that says what the seal is; the random rest makes each one different.
const SEAL_PREFIX = 'SIMULADOSINVALIDEZFISCAL';

/** A seal as long as a real one (an RSA-2048 signature is 344 base64 characters), clearly not real. */
export const fakeSeal = (): string => SEAL_PREFIX + randomBytes(240).toString('base64');

/**
 * An id like Facturapi's (a MongoDB ObjectId: 24 hex digits, the first 8 the creation time in seconds),
 * so ids sort by creation as theirs do.
 */
export function facturapiId(now: Date): string {
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

/** The organization's id: derived from the issuer's RFC, so it stays the same across restarts. */
export const organizationId = (rfc: string): string =>
  createHash('sha256').update(`organization:${rfc}`).digest('hex').slice(0, 24);

/** A folio fiscal: a random UUID (version 4), in capitals as SAT writes it. */
export const folioFiscal = (): string => randomUUID().toUpperCase();

/**
 * A moment as CFDI's `t_FechaH` writes it (`AAAA-MM-DDThh:mm:ss`, no zone): the local time of central
 * Mexico, where the shop issues and where SAT stamps.
 */
export const cfdiDateTime = (moment: Date): string => shopDateTime(moment);

/** The year and month (1–12) of a moment in central Mexico. */
export function mexicoCityMonth(moment: Date): { year: number; month: number } {
  const [year, month] = cfdiDateTime(moment).split('-').map(Number) as [number, number];
  return { year, month };
}

/**
 * The address of SAT's public check of a CFDI, as its printed QR code carries it (Anexo 20): the UUID,
 * both RFCs, the total with six decimals and the last eight characters of the issuer's seal.
 */
export function verificationUrl(fields: {
  uuid: string;
  issuerRfc: string;
  receiverRfc: string;
  total: string;
  seal: string;
}): string {
  const query = [
    ['id', fields.uuid],
    ['re', fields.issuerRfc],
    ['rr', fields.receiverRfc],
    ['tt', fields.total],
    ['fe', fields.seal.slice(-8)],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  return `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?${query}`;
}

/** The TFD's cadena original, as SAT defines it for TimbreFiscalDigital 1.1. */
export const complementString = (tfd: {
  uuid: string;
  stampedAt: string;
  seal: string;
  satCertificateNumber: string;
}): string => `||1.1|${tfd.uuid}|${tfd.stampedAt}|${FAKE_PAC_RFC}|${tfd.seal}|${tfd.satCertificateNumber}||`;
