import type { ColorOption, ProductDetail } from '@store/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SizeGuideButton } from './SizeGuideButton';

const color = (sizes: [string, number][]): ColorOption => ({
  color_id: 1,
  color_name: 'Negro',
  color_hex: '#1b1b1b',
  main_image: null,
  images: [],
  sizes: sizes.map(([size_name, stock], index) => ({
    variant_id: 1_000_001 + index,
    size_id: index + 1,
    size_name,
    display_name: size_name,
    price: 2000,
    stock,
    discount: { final_price: 2000, percentage: 0 },
  })),
});

const product = (
  size_system: ProductDetail['size_system'],
  target_audience: string,
  colors: ColorOption[],
): ProductDetail => ({
  product_id: 4,
  product_name: 'Sombrero texano',
  brand_name: 'Stetson',
  description: '',
  final_price: 2000,
  original_price: 2000,
  discount_percentage: 0,
  department_id: 19,
  department_name: 'Sombreros',
  target_audience,
  size_system,
  isNew: false,
  variant_id: 1_000_001,
  colors,
});

/** The text of each row of a table: size, US size, and whether this product has it. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the size guide', () => {
  it('opens on a hat with its sizes marked, the sold-out one said, and closes with Escape back on its link', async () => {
    const hat = color([
      ['57', 0],
      ['58', 4],
    ]);
    render(<SizeGuideButton product={product('hat', 'hombre', [hat])} color={hat} />);
    const open = screen.getByRole('button', { name: 'Guía de tallas' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Guía de tallas' });
    const table = within(dialog).getByRole('table', {
      name: 'Sombreros: contorno de cabeza y talla de EE. UU.',
    });
    expect(rowsOf(table)).toEqual([
      ['55', '6 7/8', ''],
      ['56', '7', ''],
      ['57', '7 1/8', 'Agotada'],
      ['58', '7 1/4', 'Disponible'],
      ['59', '7 3/8', ''],
      ['60', '7 1/2', ''],
      ['61', '7 5/8', ''],
      ['62', '7 3/4', ''],
    ]);
    expect(within(dialog).getByRole('heading', { name: 'Cómo medir tu cabeza' })).toBeTruthy();
    // Focus moves into the dialog, on its close button, once the dialog has opened (an effect after the
    // render that shows it, later than the table on a busy machine): waited for, not assumed.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('shows a women’s boot only the women’s table, and closes with its button', async () => {
    const boot = color([
      ['24', 2],
      ['24.5', 1],
    ]);
    render(<SizeGuideButton product={product('boot_mx', 'mujer', [boot])} color={boot} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guía de tallas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guía de tallas' });
    const tables = within(dialog).getAllByRole('table');
    expect(tables.map((table) => table.querySelector('caption')?.textContent)).toEqual([
      'Mujer: talla mexicana y de EE. UU.',
    ]);
    const marked = rowsOf(tables[0]!).filter((row) => row[2] !== '');
    expect(marked).toEqual([
      ['24', '7', 'Disponible'],
      ['24.5', '7½', 'Disponible'],
    ]);
    expect(within(dialog).getByRole('heading', { name: 'Cómo medir tu pie' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Modal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not offered for clothing or one-size products (a cap)', () => {
    const cap = color([['Unitalla', 3]]);
    const { container } = render(
      <SizeGuideButton product={product('one_size', 'hombre', [cap])} color={cap} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
