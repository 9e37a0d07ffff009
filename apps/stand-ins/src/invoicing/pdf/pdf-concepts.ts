import { cfdiAmounts, quantityText } from '../cfdi/amounts';
import type { InvoiceJson } from '../invoice-json';
import {
  BOTTOM,
  BRAND,
  CONTENT_WIDTH,
  type Doc,
  INK,
  MUTED,
  notice,
  PAGE,
  pesos,
  RULE,
  ZEBRA,
} from './pdf-layout';

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

/** The concepts, one row each, a description as long as it needs; the header repeats on each new page. */
export function conceptsTable(doc: Doc, invoice: InvoiceJson, top: number): number {
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
