import { formatCentavos } from '@store/money';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { cfdiAmounts, quantityText } from './amounts';
import type { InvoiceJson } from './invoice-json';
import { pesosInWords } from './pesos-in-words';
import {
  CANCELLATION_MOTIVES,
  MONTHS,
  paymentFormText,
  paymentMethodText,
  PERIODICITIES,
  regimeText,
  useText,
} from './sat-codes';
import { cfdiDateTime, FAKE_CERTIFICATE_NUMBER, NO_FISCAL_VALIDITY } from './stamp';

type Doc = PDFKit.PDFDocument;

// Letter paper, in points, with 40-point margins; the footer lives in the bottom margin's band.
const PAGE = { width: 612, height: 792, margin: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 18;
const INK = '#222222';
const MUTED = '#666666';
const BRAND = '#4a2c17';
const RULE = '#c8b8a6';
const ZEBRA = '#f6f1ea';
const WARNING = { fill: '#fff1cc', stroke: '#b7791f', text: '#7a4a00' };
const CANCELLED = '#c0262d';

/** Millionths of a peso as a person reads them, rounded to the centavo: "$2,154.31". */
const pesos = (millionths: number) => formatCentavos(Math.floor((millionths + 5_000) / 10_000));
/** A CFDI moment as a person reads it: "2026-05-14 12:30:00" (central Mexico). */
const when = (iso: string) => cfdiDateTime(new Date(iso)).replace('T', ' ');

/** The table of concepts: its columns' titles, widths and alignment. */
const COLUMNS = [
  { title: 'Cantidad', width: 48, align: 'right' },
  { title: 'Clave SAT', width: 52, align: 'left' },
  { title: 'Unidad', width: 50, align: 'left' },
  { title: 'Descripción', width: 186, align: 'left' },
  { title: 'Valor unitario', width: 68, align: 'right' },
  { title: 'Descuento', width: 60, align: 'right' },
  { title: 'Importe', width: 68, align: 'right' },
] as const;
const CELL_PADDING = 4;

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
      Title: `Factura ${invoice.series}-${invoice.folio_number} (simulada, sin validez fiscal)`,
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
  y = concepts(doc, invoice, y + 14);
  y = totals(doc, invoice, y + 10);
  seals(doc, invoice, y + 14);
  pageFurniture(doc, invoice);
  doc.end();
  return finished;
}

/** The banner that says what this is: a simulation with no fiscal validity. */
function notice(doc: Doc, top: number): number {
  const width = CONTENT_WIDTH - 24;
  const text = `${NO_FISCAL_VALIDITY}. Ni el SAT ni un PAC timbraron este comprobante: sus sellos y certificados son de prueba.`;
  doc.font('Helvetica').fontSize(8.5);
  const height = 30 + doc.heightOfString(text, { width });
  doc
    .save()
    .roundedRect(PAGE.margin, top, CONTENT_WIDTH, height, 4)
    .fillAndStroke(WARNING.fill, WARNING.stroke)
    .restore();
  doc
    .fillColor(WARNING.text)
    .font('Helvetica-Bold')
    .fontSize(13)
    .text('SIN VALIDEZ FISCAL', PAGE.margin + 12, top + 8, { width });
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .text(text, PAGE.margin + 12, top + 24, { width });
  return top + height;
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
    .text('Factura ', boxX + 8, top + 8, { width: inner, continued: true })
    .fillColor(INK)
    .text(`${invoice.series}-${invoice.folio_number}`);
  let right = doc.y + 4;
  for (const [label, value] of [
    ['Folio fiscal (UUID)', invoice.uuid],
    ['Fecha de emisión', when(invoice.date)],
    ['Fecha de certificación', when(invoice.stamp.date)],
    ['Tipo de comprobante', 'I Ingreso'],
  ] as const) {
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

/** The concepts, one row each, a description as long as it needs; the header repeats on each new page. */
function concepts(doc: Doc, invoice: InvoiceJson, top: number): number {
  const amounts = cfdiAmounts(invoice.items);
  let y = tableHeader(doc, top);
  invoice.items.forEach((item, index) => {
    const concept = amounts.concepts[index];
    if (!concept) return;
    const product = item.product;
    const details = [
      product.sku ? `No. de identificación: ${product.sku}` : '',
      `IVA 16 % trasladado sobre ${pesos(concept.base)}: ${pesos(concept.iva)}`,
    ]
      .filter(Boolean)
      .join(' · ');
    const cells = [
      quantityText(concept.quantity),
      product.product_key,
      product.unit_name ? `${product.unit_key} ${product.unit_name}` : product.unit_key,
      product.description,
      pesos(concept.unitValue),
      concept.discount > 0 ? pesos(concept.discount) : '—',
      pesos(concept.amount),
    ];
    doc.font('Helvetica').fontSize(8);
    const heights = cells.map((cell, column) =>
      doc.heightOfString(cell, { width: (COLUMNS[column]?.width ?? 0) - 2 * CELL_PADDING }),
    );
    const descriptionWidth = COLUMNS[3].width - 2 * CELL_PADDING;
    doc.fontSize(6.5);
    const detailsHeight = doc.heightOfString(details, { width: descriptionWidth });
    heights[3] = (heights[3] ?? 0) + 2 + detailsHeight;
    const rowHeight = Math.max(...heights) + 2 * CELL_PADDING;
    if (y + rowHeight > BOTTOM) {
      doc.addPage();
      y = tableHeader(doc, notice(doc, PAGE.margin) + 12);
    }
    if (index % 2 === 1) doc.save().rect(PAGE.margin, y, CONTENT_WIDTH, rowHeight).fill(ZEBRA).restore();
    let x = PAGE.margin;
    cells.forEach((cell, column) => {
      const spec = COLUMNS[column];
      if (!spec) return;
      doc
        .fillColor(INK)
        .font('Helvetica')
        .fontSize(8)
        .text(cell, x + CELL_PADDING, y + CELL_PADDING, {
          width: spec.width - 2 * CELL_PADDING,
          align: spec.align,
        });
      if (column === 3) {
        doc
          .fillColor(MUTED)
          .fontSize(6.5)
          .text(details, x + CELL_PADDING, doc.y + 2, { width: descriptionWidth });
      }
      x += spec.width;
    });
    y += rowHeight;
    doc
      .save()
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .stroke(RULE)
      .restore();
  });
  return y;
}

function tableHeader(doc: Doc, top: number): number {
  const height = 18;
  doc.save().rect(PAGE.margin, top, CONTENT_WIDTH, height).fill(BRAND).restore();
  let x = PAGE.margin;
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(8);
  for (const column of COLUMNS) {
    doc.text(column.title, x + CELL_PADDING, top + 5, {
      width: column.width - 2 * CELL_PADDING,
      align: column.align,
      lineBreak: false,
    });
    x += column.width;
  }
  return top + height;
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

/** A QR code drawn as vector squares: sharp at any zoom, no image to embed. */
function qrCode(doc: Doc, text: string, x: number, y: number, size: number): void {
  const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = code.modules.size;
  const quiet = 2;
  const module = size / (count + 2 * quiet);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (code.modules.get(row, column)) {
        doc.rect(x + (column + quiet) * module, y + (row + quiet) * module, module + 0.05, module + 0.05);
      }
    }
  }
  doc.fill('#000000').restore();
}

/**
 * What every page carries once they are all laid out: the footer (the notice again, and "página n de
 * m") and, on a cancelled invoice, CANCELADA across the page.
 */
function pageFurniture(doc: Doc, invoice: InvoiceJson): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Writing in the bottom margin must not make pdfkit start yet another page.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    const footerY = PAGE.height - PAGE.margin + 6;
    doc
      .save()
      .moveTo(PAGE.margin, footerY - 6)
      .lineTo(PAGE.margin + CONTENT_WIDTH, footerY - 6)
      .lineWidth(0.5)
      .stroke(RULE)
      .restore();
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(MUTED)
      .text(
        `Representación impresa de un CFDI 4.0 simulado · ${NO_FISCAL_VALIDITY} · ${invoice.series}-${invoice.folio_number}`,
        PAGE.margin,
        footerY,
        { width: CONTENT_WIDTH - 80, lineBreak: false },
      )
      .text(
        `Página ${index - range.start + 1} de ${range.count}`,
        PAGE.margin + CONTENT_WIDTH - 80,
        footerY,
        {
          width: 80,
          align: 'right',
          lineBreak: false,
        },
      );
    if (invoice.status === 'canceled') {
      // Measured and placed by hand: given a width, pdfkit would break a word wider than the page.
      doc.font('Helvetica-Bold').fontSize(96);
      const width = doc.widthOfString('CANCELADA');
      const [centreX, centreY] = [PAGE.width / 2, PAGE.height / 2];
      doc
        .save()
        .rotate(-35, { origin: [centreX, centreY] })
        .fillColor(CANCELLED)
        .fillOpacity(0.18)
        .text('CANCELADA', centreX - width / 2, centreY - 48, { lineBreak: false })
        .restore();
    }
    doc.page.margins = margins;
  }
}

function sectionTitle(doc: Doc, title: string, top: number): void {
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(10).text(title, PAGE.margin, top);
  doc
    .save()
    .moveTo(PAGE.margin, top + 13)
    .lineTo(PAGE.margin + CONTENT_WIDTH, top + 13)
    .lineWidth(0.75)
    .stroke(RULE)
    .restore();
}

/** "Label: value" on one line (wrapping when long); answers where the next line starts. */
function labelled(
  doc: Doc,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
  size = 9,
): number {
  doc
    .font('Helvetica-Bold')
    .fontSize(size)
    .fillColor(INK)
    .text(`${label}: `, x, y, { width, continued: true })
    .font('Helvetica')
    .text(value);
  return doc.y;
}

/** A small label above its value, for the narrow box of the invoice's identity. */
function stacked(doc: Doc, label: string, value: string, x: number, y: number, width: number): number {
  doc.font('Helvetica').fontSize(7).fillColor(MUTED).text(label, x, y, { width });
  doc
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .fillColor(INK)
    .text(value, x, doc.y + 1, { width });
  return doc.y;
}
