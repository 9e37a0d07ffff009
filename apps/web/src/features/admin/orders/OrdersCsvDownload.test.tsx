import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { monthSoFar, OrdersCsvDownload } from './OrdersCsvDownload';

/** What the browser would ask for on submit: the form's address with its fields. */
function requested(form: HTMLFormElement): string {
  const query = new URLSearchParams(
    [...new FormData(form).entries()].map(([key, value]) => [key, String(value)]),
  );
  return `${form.getAttribute('action')}?${query.toString()}`;
}

describe("the orders page's CSV download", () => {
  it('starts at this month so far as Mexico City counts it, not as the browser’s clock does', () => {
    // 23:30 on 31 October in Mexico City is already 1 November in UTC.
    expect(monthSoFar(new Date('2026-11-01T05:30:00Z'))).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(monthSoFar(new Date('2026-11-26T18:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-26' });
  });

  it('downloads the chosen days through a plain GET of the file, from the keyboard', async () => {
    const user = userEvent.setup();
    render(<OrdersCsvDownload now={new Date('2026-11-26T18:00:00Z')} />);
    const form = screen.getByRole('form', { name: 'Descargar pedidos en CSV' }) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(requested(form)).toBe('/api/admin/orders/export.csv?from=2026-11-01&to=2026-11-26');

    const from = screen.getByLabelText('Primer día');
    fireEvent.change(from, { target: { value: '2026-11-10' } });
    expect(requested(form)).toBe('/api/admin/orders/export.csv?from=2026-11-10&to=2026-11-26');
    // The button is reached with Tab and the submit is the browser's own: nothing stops it.
    from.focus();
    await user.tab();
    expect(screen.getByLabelText('Último día')).toBe(document.activeElement);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBe(document.activeElement);
    expect(fireEvent.submit(form)).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops a range the server would refuse, and says why next to the dates', () => {
    render(<OrdersCsvDownload now={new Date('2026-11-26T18:00:00Z')} />);
    const form = screen.getByRole('form', { name: 'Descargar pedidos en CSV' }) as HTMLFormElement;
    const from = screen.getByLabelText('Primer día');
    const to = screen.getByLabelText('Último día');

    fireEvent.change(from, { target: { value: '2026-11-27' } });
    expect(fireEvent.submit(form)).toBe(false);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('El primer día debe ser anterior o igual al último día.');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(from.getAttribute('aria-describedby')).toBe(alert.id);

    fireEvent.change(from, { target: { value: '2024-11-01' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fireEvent.submit(form)).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe(
      'El rango puede cubrir a lo más 366 días; descárgalo en partes.',
    );

    fireEvent.change(to, { target: { value: '' } });
    expect(fireEvent.submit(form)).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('Elige el último día.');

    fireEvent.change(from, { target: { value: '2025-11-26' } });
    fireEvent.change(to, { target: { value: '2026-11-26' } });
    expect(fireEvent.submit(form)).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
