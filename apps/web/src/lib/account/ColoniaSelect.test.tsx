import type { NeighborhoodOption } from '@store/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ColoniaSelect } from './ColoniaSelect';

const OPTIONS: NeighborhoodOption[] = [
  { neighborhood_id: 1, name: 'Zona Centro' },
  { neighborhood_id: 2, name: 'Centro Sur' },
  { neighborhood_id: 3, name: 'San Felipe' },
];

function Harness() {
  const [value, setValue] = useState<NeighborhoodOption | null>(null);
  return (
    <>
      <ColoniaSelect options={OPTIONS} value={value} disabled={false} onChange={setValue} />
      <p>Elegida: {value?.name ?? 'ninguna'}</p>
    </>
  );
}

describe('ColoniaSelect', () => {
  it('tells assistive technology which colonia the arrow keys highlight, and Enter chooses it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Colonia' });
    await user.type(box, 'centro');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const highlighted = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(highlighted()?.textContent).toBe('Zona Centro');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()?.textContent).toBe('Centro Sur');
    expect(highlighted()?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Elegida: Centro Sur')).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('says "Colonia no encontrada" in a status message, not as an item of an empty list', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Colonia' });
    await user.type(box, 'zzz');
    expect(screen.getByRole('status').textContent).toBe('Colonia no encontrada');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});
