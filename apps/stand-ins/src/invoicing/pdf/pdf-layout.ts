import { formatCentavos } from '@store/money';
import QRCode from 'qrcode';
import { cfdiDateTime, NO_FISCAL_VALIDITY } from '../cfdi/stamp';

/** The stand-in's PDF pages: letter paper, its colours, and the pieces every section draws with. */

export type Doc = PDFKit.PDFDocument;

// Letter paper, in points, with 40-point margins; the footer lives in the bottom margin's band.
export const PAGE = { width: 612, height: 792, margin: 40 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const BOTTOM = PAGE.height - PAGE.margin - 18;
export const INK = '#222222';
export const MUTED = '#666666';
export const BRAND = '#4a2c17';
export const RULE = '#c8b8a6';
export const ZEBRA = '#f6f1ea';
export const WARNING = { fill: '#fff1cc', stroke: '#b7791f', text: '#7a4a00' };
export const CANCELLED = '#c0262d';

/** Millionths of a peso as a person reads them, rounded to the centavo: "$2,154.31". */
export const pesos = (millionths: number) => formatCentavos(Math.floor((millionths + 5_000) / 10_000));
/** A CFDI moment as a person reads it: "2026-05-14 12:30:00" (central Mexico). */
export const when = (iso: string) => cfdiDateTime(new Date(iso)).replace('T', ' ');

/** The banner that says what this is: a simulation with no fiscal validity. */
export function notice(doc: Doc, top: number): number {
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

/** A QR code drawn as vector squares: sharp at any zoom, no image to embed. */
export function qrCode(doc: Doc, text: string, x: number, y: number, size: number): void {
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
export function pageFurniture(doc: Doc, footer: string, cancelled: boolean): void {
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
      .text(footer, PAGE.margin, footerY, { width: CONTENT_WIDTH - 80, lineBreak: false })
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
    if (cancelled) {
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

export function sectionTitle(doc: Doc, title: string, top: number): void {
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
export function labelled(
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
export function stacked(doc: Doc, label: string, value: string, x: number, y: number, width: number): number {
  doc.font('Helvetica').fontSize(7).fillColor(MUTED).text(label, x, y, { width });
  doc
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .fillColor(INK)
    .text(value, x, doc.y + 1, { width });
  return doc.y;
}
