import type { Location } from '@store/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, sentTo, stubApi } from '../../test/page';
import { SavedLocations } from './SavedLocations';

const HOME: Location = {
  shipping_address_id: 7,
  state_name: 'Chihuahua',
  municipality_name: 'Chihuahua',
  postal_code: '31000',
  neighborhood_name: 'Centro',
  neighborhood_id: 12,
  street: 'Calle Libertad',
  exterior_number: '1200',
  interior_number: null,
  reference: 'Portón café',
  recipient_name: 'Ana Domínguez',
  recipient_phone: '6141234567',
};

afterEach(() => vi.unstubAllGlobals());

describe("'Mis direcciones'", () => {
  it('asks in the shop’s dialog before deleting an address, and keeps it when the shopper goes back', async () => {
    let locations = [HOME];
    const fetchMock = stubApi({
      'GET /api/locations': () => Response.json(locations),
      'DELETE /api/locations/7': () => {
        locations = [];
        return Response.json({ message: 'Dirección eliminada.' });
      },
    });
    const user = userEvent.setup();
    renderPage(<SavedLocations />);
    const list = await screen.findByRole('list');
    const remove = within(list).getByRole('button', { name: 'Eliminar' });

    await user.click(remove);
    const question = screen.getByRole('dialog', { name: '¿Eliminar esta dirección?' });
    expect(question.textContent).toContain('Calle Libertad');
    await user.click(within(question).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentTo(fetchMock, 'DELETE', '/api/locations/7')).toHaveLength(0);

    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar dirección' }));
    expect(await screen.findByText('No hay direcciones guardadas')).toBeTruthy();
    expect(sentTo(fetchMock, 'DELETE', '/api/locations/7')).toHaveLength(1);
  });
});
