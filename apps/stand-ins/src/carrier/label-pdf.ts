import PDFDocument from 'pdfkit';
import { CODE128_QUIET_MODULES, code128Widths } from '../common/code128';
import type { GenerateBody, LabelAddress } from './api-requests';

// A thermal label, 4 × 6 inches (Envia's STOCK_4X6), in points.
const WIDTH = 288;
const HEIGHT = 432;
const MARGIN = 14;
const INNER = WIDTH - 2 * MARGIN;
const INK = '#111111';

type Doc = InstanceType<typeof PDFDocument>;

const addressLines = (address: LabelAddress) => [
  address.name,
  `${address.street} ${address.number}`,
  [address.district, address.city].filter(Boolean).join(', '),
  `${address.state}, C.P. ${address.postalCode}, México`,
  `Tel. ${address.phone}`,
  // A long reference would push the barcode off the label: its start is enough for the driver.
  ...(address.reference ? [address.reference.slice(0, 80)] : []),
];

function block(doc: Doc, title: string, lines: string[], fontSize: number) {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(INK).text(title, MARGIN, doc.y, { width: INNER });
  doc.font('Helvetica').fontSize(fontSize);
  for (const line of lines) doc.text(line, MARGIN, doc.y, { width: INNER, lineGap: 1 });
  doc.moveDown(0.4);
}

/** The tracking number as a Code 128 barcode, drawn as bars across the label's width. */
function barcode(doc: Doc, trackingNumber: string, top: number, height: number) {
  const widths = code128Widths(trackingNumber);
  const modules = widths.reduce((sum, width) => sum + width, 0) + 2 * CODE128_QUIET_MODULES;
  const module = INNER / modules;
  let x = MARGIN + CODE128_QUIET_MODULES * module;
  widths.forEach((width, index) => {
    if (index % 2 === 0) doc.rect(x, top, width * module, height).fill(INK);
    x += width * module;
  });
  doc
    .font('Courier-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(trackingNumber, MARGIN, top + height + 4, { width: INNER, align: 'center' });
}

/**
 * The label the local carrier sells, one 4 × 6 page per package: the carrier and service, sender and
 * recipient, the package's weight, measures and contents, and the tracking number as a Code 128
 * barcode a scanner reads. It says it is a simulation: no carrier will take it.
 */
export async function labelPdf(
  body: GenerateBody,
  carrierName: string,
  serviceName: string,
  trackingNumber: string,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [WIDTH, HEIGHT],
    margin: MARGIN,
    lang: 'es-MX',
    info: {
      Title: `Guía ${carrierName} ${trackingNumber} (simulada)`,
      Author: 'Simulador local de Envia.com de la tienda',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  body.packages.forEach((item, index) => {
    if (index > 0) doc.addPage({ size: [WIDTH, HEIGHT], margin: MARGIN });
    doc
      .font('Helvetica-Bold')
      .fontSize(18)
      .fillColor(INK)
      .text(carrierName, MARGIN, MARGIN, { width: INNER });
    doc.font('Helvetica').fontSize(11).text(serviceName, { width: INNER });
    doc
      .fontSize(7)
      .fillColor('#8c1d18')
      .text('GUÍA SIMULADA: SIN VALIDEZ PARA NINGUNA PAQUETERÍA', { width: INNER });
    doc
      .moveTo(MARGIN, doc.y + 4)
      .lineTo(WIDTH - MARGIN, doc.y + 4)
      .stroke(INK);
    doc.moveDown(0.8);
    block(doc, 'DE', addressLines(body.origin), 8);
    block(doc, 'PARA', addressLines(body.destination), 10);
    const { length, width, height } = item.dimensions;
    block(
      doc,
      `PAQUETE ${index + 1} DE ${body.packages.length}`,
      [
        `${item.weight.toFixed(2)} kg · ${length} × ${width} × ${height} cm`,
        `Contenido: ${item.content}`,
        ...(body.shipment.orderReference ? [`Referencia: ${body.shipment.orderReference}`] : []),
      ],
      8,
    );
    barcode(doc, trackingNumber, HEIGHT - MARGIN - 82, 62);
  });
  doc.end();
  return finished;
}
