import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileChoice } from './FileChoice';

describe('FileChoice', () => {
  it('speaks Spanish whatever the browser’s language, and shows the chosen file’s name', async () => {
    const onFile = vi.fn();
    const { container } = render(<FileChoice label="Archivo CSV" accept=".csv" onFile={onFile} />);
    expect(container.textContent).toBe('Archivo CSVElegir archivoNingún archivo elegido');
    const input = screen.getByLabelText('Archivo CSV');
    expect(input.getAttribute('type')).toBe('file');
    const file = new File(['sku,existencias'], 'inventario.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(screen.getByText('inventario.csv')).toBeTruthy();
    expect(screen.queryByText('Ningún archivo elegido')).toBeNull();
  });

  it('is reached with Tab, as the input itself', async () => {
    render(<FileChoice label="Archivo de SEPOMEX" accept=".txt" onFile={() => undefined} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Archivo de SEPOMEX'));
  });
});
