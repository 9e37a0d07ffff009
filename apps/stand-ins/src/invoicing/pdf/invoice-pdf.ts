import { formatCentavos } from '@store/money';
import PDFDocument from 'pdfkit';
import { cfdiAmounts } from '../cfdi/amounts';
import type { InvoiceJson } from '../invoice-json';
import { conceptsTable } from './pdf-concepts';
import {
  BOTTOM,
  BRAND,
  CANCELLED,
  CONTENT_WIDTH,
  type Doc,
  INK,
  labelled,
  MUTED,
  notice,
  PAGE,
  pageFurniture,
  qrCode,
  RULE,
  sectionTitle,
  stacked,
  when,
} from './pdf-layout';
import { pesosInWords } from '../cfdi/pesos-in-words';
import {
  CANCELLATION_MOTIVES,
  MONTHS,
  paymentFormText,
  paymentMethodText,
  PERIODICITIES,
  regimeText,
  useText,
} from '../cfdi/sat-codes';
import { FAKE_CERTIFICATE_NUMBER, NO_FISCAL_VALIDITY } from '../cfdi/stamp';

/**
 * The printed representation of a stand-in invoice (pdfkit, letter size, Spanish): the issuer, the
 * folio and folio fiscal, the receptor with the SAT names of its codes, the concepts in a table that
 * wraps and carries on over pages, the totals (also in words), forma and método de pago, the seals and
 * the QR code of SAT's verification address. Every page says, prominently, that it has no fiscal
 * validity; a cancelled invoice says CANCELADA across each page.
 */
export async function invoicePdf(invoice: InvoiceJson): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    bufferPages: true,
    lang: 'es-MX',
    info: {
      Title: `${documentName(invoice)} ${invoice.series}-${invoice.folio_number} (simulada, sin validez fiscal)`,
      Author: invoice.issuer_info.legal_name,
      Subject: `CFDI ${invoice.uuid}`,
      Creator: 'Simulador local de Facturapi de la tienda',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = notice(doc, PAGE.margin);
  if (invoice.status === 'canceled') y = cancellationNotice(doc, invoice, y);
  y = header(doc, invoice, y + 12);
  y = receptor(doc, invoice, y + 12);
  y = conceptsTable(doc, invoice, y + 14);
  y = totals(doc, invoice, y + 10);
  seals(doc, invoice, y + 14);
  pageFurniture(
    doc,
    `Representación impresa de un CFDI 4.0 simulado · ${NO_FISCAL_VALIDITY} · ${invoice.series}-${invoice.folio_number}`,
    invoice.status === 'canceled',
  );
  doc.end();
  return finished;
}

function cancellationNotice(doc: Doc, invoice: InvoiceJson, top: number): number {
  const cancellation = invoice.cancellation;
  const motive = cancellation ? CANCELLATION_MOTIVES[cancellation.motive] : undefined;
  const lines = [
    `Cancelada el ${cancellation ? when(cancellation.requested_at) : ''}`,
    cancellation ? `Motivo ${cancellation.motive}${motive ? `: ${motive}` : ''}` : '',
    cancellation?.substitutionUUID ? `Sustituida por el CFDI ${cancellation.substitutionUUID}` : '',
  ].filter(Boolean);
  doc.font('Helvetica').fontSize(8.5);
  const body = lines.join('  ·  ');
  const height = 22 + doc.heightOfString(body, { width: CONTENT_WIDTH - 24 });
  doc
    .save()
    .rect(PAGE.margin, top + 8, CONTENT_WIDTH, height)
    .lineWidth(1.5)
    .stroke(CANCELLED)
    .restore();
  doc
    .fillColor(CANCELLED)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text('CANCELADA', PAGE.margin + 12, top + 13);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .text(body, PAGE.margin + 12, top + 27, { width: CONTENT_WIDTH - 24 });
  return top + 8 + height;
}

/** The issuer on the left; the invoice's identity (folio, folio fiscal, dates) in a box on the right. */
function header(doc: Doc, invoice: InvoiceJson, top: number): number {
  const issuer = invoice.issuer_info;
  const leftWidth = 300;
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(15).text(issuer.legal_name, PAGE.margin, top, {
    width: leftWidth,
  });
  let left = doc.y + 4;
  for (const [label, value] of [
    ['RFC', issuer.tax_id],
    ['Régimen fiscal', regimeText(issuer.tax_system)],
    ['Lugar de expedición', invoice.address.zip],
  ] as const) {
    left = labelled(doc, label, value, PAGE.margin, left, leftWidth) + 2;
  }

  const boxX = PAGE.margin + leftWidth + 20;
  const boxWidth = CONTENT_WIDTH - leftWidth - 20;
  const inner = boxWidth - 16;
  doc
    .fillColor(BRAND)
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(`${documentName(invoice)} `, boxX + 8, top + 8, { width: inner, continued: true })
    .fillColor(INK)
    .text(`${invoice.series}-${invoice.folio_number}`);
  let right = doc.y + 4;
  for (const [label, value] of [
    ['Folio fiscal (UUID)', invoice.uuid],
    ['Fecha de emisión', when(invoice.date)],
    ['Fecha de certificación', when(invoice.stamp.date)],
    ['Tipo de comprobante', invoice.type === 'E' ? 'E Egreso' : 'I Ingreso'],
    ...invoice.related_documents.map(
      (related) =>
        [`CFDI relacionado (${relationText(related.relationship)})`, related.documents.join(', ')] as const,
    ),
  ]) {
    right = stacked(doc, label, value, boxX + 8, right, inner) + 3;
  }
  const boxBottom = right + 4;
  doc
    .save()
    .roundedRect(boxX, top, boxWidth, boxBottom - top, 4)
    .lineWidth(1)
    .stroke(RULE)
    .restore();
  return Math.max(left, boxBottom);
}

/** What the document is called: a credit note (egreso) says so in its title. */
const documentName = (invoice: InvoiceJson) => (invoice.type === 'E' ? 'Nota de crédito' : 'Factura');

// c_TipoRelacion as the PDF names it; 01 is the only one the shop sends.
const relationText = (code: string) =>
  code === '01' ? '01 Nota de crédito de los documentos relacionados' : code;

/** Whom the invoice is made out to, and (for a global invoice) the period it covers. */
function receptor(doc: Doc, invoice: InvoiceJson, top: number): number {
  const customer = invoice.customer;
  sectionTitle(doc, 'Receptor', top);
  const columnWidth = CONTENT_WIDTH / 2 - 10;
  const secondColumn = PAGE.margin + CONTENT_WIDTH / 2 + 10;
  let left = labelled(doc, 'Nombre', customer.legal_name, PAGE.margin, top + 18, columnWidth) + 2;
  left = labelled(doc, 'RFC', customer.tax_id, PAGE.margin, left, columnWidth) + 2;
  left = labelled(doc, 'Código postal', customer.address.zip, PAGE.margin, left, columnWidth) + 2;
  let right =
    labelled(doc, 'Régimen fiscal', regimeText(customer.tax_system), secondColumn, top + 18, columnWidth) + 2;
  right = labelled(doc, 'Uso del CFDI', useText(invoice.use), secondColumn, right, columnWidth) + 2;
  let bottom = Math.max(left, right);
  if (invoice.global) {
    const { periodicity, months, year } = invoice.global;
    const period = PERIODICITIES[periodicity];
    const text = [
      `Periodicidad ${period ? `${period.code} ${period.name}` : periodicity}`,
      `Meses ${months} ${MONTHS[months] ?? ''}`.trim(),
      `Año ${year}`,
    ].join('  ·  ');
    bottom = labelled(doc, 'Información global', text, PAGE.margin, bottom + 4, CONTENT_WIDTH) + 2;
  }
  return bottom;
}

/** Payment details on the left, the totals on the right, and the total in words beneath. */
function totals(doc: Doc, invoice: InvoiceJson, top: number): number {
  const amounts = cfdiAmounts(invoice.items);
  const rows: [string, string][] = [['Subtotal', formatCentavos(amounts.subtotal)]];
  if (amounts.anyDiscount) rows.push(['Descuento', `-${formatCentavos(amounts.discount)}`]);
  rows.push(['IVA 16 %', formatCentavos(amounts.iva)]);
  const needed = 20 + rows.length * 14 + 40;
  if (top + needed > BOTTOM) {
    doc.addPage();
    top = notice(doc, PAGE.margin) + 12;
  }
  const payment: [string, string][] = [
    ['Forma de pago', paymentFormText(invoice.payment_form)],
    ['Método de pago', paymentMethodText(invoice.payment_method)],
    ['Moneda', 'MXN Peso mexicano'],
    ['Exportación', '01 No aplica'],
  ];
  let left = top;
  for (const [label, value] of payment) left = labelled(doc, label, value, PAGE.margin, left, 300) + 2;

  const labelX = PAGE.margin + CONTENT_WIDTH - 200;
  let right = top;
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  for (const [label, value] of rows) {
    doc.text(label, labelX, right, { width: 100 });
    doc.text(value, labelX + 100, right, { width: 100, align: 'right' });
    right += 14;
  }
  doc
    .save()
    .moveTo(labelX, right)
    .lineTo(labelX + 200, right)
    .lineWidth(1)
    .stroke(BRAND)
    .restore();
  right += 5;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(BRAND)
    .text('Total', labelX, right, { width: 100 })
    .text(formatCentavos(amounts.total), labelX + 100, right, { width: 100, align: 'right' });
  right += 18;
  const bottom = Math.max(left, right) + 4;
  doc
    .font('Helvetica-Oblique')
    .fontSize(8)
    .fillColor(INK)
    .text(`Importe con letra: ${pesosInWords(amounts.total)}`, PAGE.margin, bottom, {
      width: CONTENT_WIDTH,
    });
  return doc.y;
}

/** The QR code of SAT's verification address, beside the seals and certificate numbers. */
function seals(doc: Doc, invoice: InvoiceJson, top: number): void {
  const qrSize = 104;
  const textX = PAGE.margin + qrSize + 14;
  const textWidth = CONTENT_WIDTH - qrSize - 14;
  const blocks: [string, string][] = [
    ['Sello digital del CFDI', invoice.stamp.signature],
    ['Sello digital del SAT', invoice.stamp.sat_signature],
    ['Cadena original del complemento de certificación digital del SAT', invoice.stamp.complement_string],
  ];
  const certificates: [string, string][] = [
    ['No. de serie del certificado del emisor', FAKE_CERTIFICATE_NUMBER],
    ['No. de serie del certificado del SAT', invoice.stamp.sat_cert_number],
    ['RFC del proveedor de certificación', invoice.stamp.rfc_provider_cert],
  ];
  doc.font('Courier').fontSize(5.5);
  const needed =
    certificates.length * 11 +
    blocks.reduce((sum, [, value]) => sum + 14 + doc.heightOfString(value, { width: textWidth }), 0);
  if (top + Math.max(needed, qrSize + 30) > BOTTOM) {
    doc.addPage();
    top = notice(doc, PAGE.margin) + 12;
  }
  qrCode(doc, invoice.verification_url, PAGE.margin, top, qrSize);
  doc
    .font('Helvetica')
    .fontSize(6)
    .fillColor(MUTED)
    .text(
      'Verifica en el portal del SAT (no encontrará este CFDI simulado).',
      PAGE.margin,
      top + qrSize + 4,
      {
        width: qrSize,
      },
    );

  let y = top;
  for (const [label, value] of certificates) {
    y = labelled(doc, label, value, textX, y, textWidth, 7.5) + 1;
  }
  for (const [label, value] of blocks) {
    doc
      .font('Helvetica-Bold')
      .fontSize(7)
      .fillColor(INK)
      .text(label, textX, y + 4, { width: textWidth });
    doc
      .font('Courier')
      .fontSize(5.5)
      .fillColor(MUTED)
      .text(value, textX, doc.y + 1, { width: textWidth });
    y = doc.y;
  }
}
