import type { BulkUpdatePreview } from '@store/contract/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { renderPage, sentTo, stubApi } from '../../../test/page';
import { BulkUpdatePage } from './BulkUpdatePage';

const GOOD_ROW = {
  row: 2,
  sku: 'NW-3-12-1-265',
  variant: { product_name: 'Bota Ariat', color_name: 'Café', size_name: '26.5' },
  before: { price: 2499, discount_percentage: 0, stock: 3 },
  after: { price: 2599, discount_percentage: 0, stock: 10 },
  error: null,
};
const BAD_ROW = {
  row: 3,
  sku: 'NO-EXISTE',
  variant: null,
  before: null,
  after: null,
  error: 'Fila 3: el SKU NO-EXISTE no existe.',
};
const preview = (rows: BulkUpdatePreview['rows']): BulkUpdatePreview => ({
  rows,
  error: null,
  errors: rows.filter((row) => row.error).length,
  changes: rows.filter((row) => !row.error).length,
});

const show = () =>
  renderPage(
    <Router base="/admin">
      <BulkUpdatePage />
    </Router>,
    { at: '/admin/productos/actualizar' },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the bulk price and stock update page', () => {
  it('shows each row’s error and allows applying only a file without errors', async () => {
    const fetchMock = stubApi({
      'POST /api/admin/products/bulk-update/preview': ({ body }) =>
        Response.json(
          preview((body as { csv: string }).csv.includes('NO-EXISTE') ? [GOOD_ROW, BAD_ROW] : [GOOD_ROW]),
        ),
      'POST /api/admin/products/bulk-update/apply': () =>
        Response.json({ message: 'Se actualizó 1 variante', changes: 1 }),
    });
    show();
    const apply = screen.getByRole('button', { name: 'Aplicar cambios' }) as HTMLButtonElement;
    const textarea = screen.getByLabelText('Contenido del CSV');
    fireEvent.change(textarea, {
      target: { value: 'sku,precio,existencias\nNW-3-12-1-265,2599,10\nNO-EXISTE,100,' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar' }));
    const table = within(await screen.findByRole('table'));
    expect(table.getByText('Fila 3: el SKU NO-EXISTE no existe.')).toBeTruthy();
    expect(table.getByText('$2,499.00 · 0 % · 3 u.')).toBeTruthy();
    expect(table.getByText('$2,599.00 · 0 % · 10 u.')).toBeTruthy();
    expect(screen.getByText(/1 variante cambia, 1 fila con error/)).toBeTruthy();
    expect(apply.disabled).toBe(true);

    const fixed = 'sku,precio,existencias\nNW-3-12-1-265,2599,10';
    fireEvent.change(textarea, { target: { value: fixed } });
    // The text changed since it was reviewed: it must be reviewed again.
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Revisar' }));
    await waitFor(() => expect(apply.disabled).toBe(false));
    fireEvent.click(apply);
    await waitFor(() =>
      expect(sentTo(fetchMock, 'POST', '/api/admin/products/bulk-update/apply')).toEqual([
        // With the stock its preview showed: a unit sold since the review does not come back.
        { csv: fixed, shown_stock: [{ sku: 'NW-3-12-1-265', stock: 3 }] },
      ]),
    );
    await waitFor(() => expect((textarea as HTMLTextAreaElement).value).toBe(''));
  });

  it('shows a problem with the whole file, and the server’s refusal when applying', async () => {
    stubApi({
      'POST /api/admin/products/bulk-update/preview': () =>
        Response.json({
          rows: [],
          error: 'El archivo debe empezar con la fila de títulos: sku,precio,descuento,existencias.',
          errors: 1,
          changes: 0,
        }),
    });
    show();
    fireEvent.change(screen.getByLabelText('Contenido del CSV'), { target: { value: 'NW-1,10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El archivo debe empezar con la fila de títulos: sku,precio,descuento,existencias.',
    );
    expect((screen.getByRole('button', { name: 'Aplicar cambios' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('reads a chosen CSV file into the text box', async () => {
    show();
    const content = '\uFEFFsku;existencias\nNW-1;4';
    const file = new File([content], 'inventario.csv', { type: 'text/csv' });
    // jsdom's File has no text(), which every browser the back-office supports has.
    Object.defineProperty(file, 'text', { value: () => Promise.resolve(content) });
    fireEvent.change(screen.getByLabelText('Archivo CSV'), { target: { files: [file] } });
    await waitFor(() =>
      expect((screen.getByLabelText('Contenido del CSV') as HTMLTextAreaElement).value).toContain('NW-1;4'),
    );
  });

  it('lists only the rows that change, are new or have an error, and says how many stay as they are', async () => {
    const same = (row: number, sku: string) => ({
      ...GOOD_ROW,
      row,
      sku,
      after: GOOD_ROW.before,
    });
    stubApi({
      'POST /api/admin/products/bulk-update/preview': () =>
        Response.json(preview([GOOD_ROW, same(4, 'NW-SIN-CAMBIO-1'), same(5, 'NW-SIN-CAMBIO-2'), BAD_ROW])),
    });
    show();
    fireEvent.change(screen.getByLabelText('Contenido del CSV'), {
      target: { value: 'sku,existencias\nX,1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar' }));
    await screen.findByText('2 filas quedan como están y no se muestran.');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'NW-3-12-1-265',
      'NO-EXISTE',
    ]);
  });

  it('keeps “Revisar” waiting while a chosen file is still being read', async () => {
    show();
    const file = new File(['sku,existencias\nNW-1,4'], 'inventario.csv', { type: 'text/csv' });
    let finish: (text: string) => void = () => undefined;
    Object.defineProperty(file, 'text', {
      value: () => new Promise<string>((resolve) => (finish = resolve)),
    });
    fireEvent.change(screen.getByLabelText('Archivo CSV'), { target: { files: [file] } });
    const revisar = screen.getByRole('button', { name: 'Revisar' }) as HTMLButtonElement;
    expect(revisar.disabled).toBe(true);
    finish('sku,existencias\nNW-1,4');
    await waitFor(() => expect(revisar.disabled).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows created rows as new, with what each creates, and what the file hides', async () => {
    const created = (
      row: number,
      sku: string,
      color: string,
      size: string,
      newProduct: boolean,
    ): BulkUpdatePreview['rows'][number] => ({
      row,
      sku,
      variant: null,
      before: null,
      after: { price: 1899, discount_percentage: 0, stock: 4 },
      created: {
        product_name: newProduct ? 'Botín Roper' : 'Bota Ariat',
        color_name: color,
        size_name: size,
        department: 'Botas',
        new_product: newProduct,
      },
      error: null,
    });
    const hidden = {
      ...GOOD_ROW,
      row: 5,
      before: { ...GOOD_ROW.before, visible: true },
      after: { ...GOOD_ROW.after, visible: false },
    };
    stubApi({
      'POST /api/admin/products/bulk-update/preview': () =>
        Response.json({
          rows: [
            created(2, 'ROPER-1', 'Café', '26', true),
            created(3, 'ROPER-2', 'Negro', '26', true),
            created(4, 'ARIAT-MIEL-27', 'Miel', '27', false),
            hidden,
          ],
          error: null,
          errors: 0,
          changes: 1,
          new_products: 1,
          new_variants: 3,
          visibility_changes: 1,
        } satisfies BulkUpdatePreview),
    });
    show();
    fireEvent.change(screen.getByLabelText('Contenido del CSV'), { target: { value: 'sku,visible\nX,no' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar' }));
    const table = within(await screen.findByRole('table'));
    expect(table.getAllByText('Nuevo')).toHaveLength(3);
    const roper = within(table.getByRole('cell', { name: /Botín Roper \(Café, 26\)/ }));
    expect(roper.getByText('Producto nuevo en Botas, como borrador')).toBeTruthy();
    expect(table.getByRole('cell', { name: /Bota Ariat \(Miel, 27\)/ }).textContent).toContain(
      'Variante nueva de este producto',
    );
    expect(table.getAllByText('$1,899.00 · 0 % · 4 u.')).toHaveLength(3);
    expect(table.getByText('$2,499.00 · 0 % · 3 u. · visible')).toBeTruthy();
    expect(table.getByText('$2,599.00 · 0 % · 10 u. · oculto')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      '1 producto nuevo, 3 variantes nuevas, 1 variante cambia, 1 producto cambia de visibilidad, 0 filas con error. ',
    );
    expect((screen.getByRole('button', { name: 'Aplicar cambios' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('offers every product as the CSV it reads back, as a plain download link', () => {
    stubApi({});
    show();
    const link = screen.getByRole('link', { name: 'Descargar productos (CSV)' });
    expect(link.getAttribute('href')).toBe('/api/admin/products/export.csv');
    expect(link.hasAttribute('download')).toBe(true);
  });
});
