import type { Location } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { recipientLine } from './address-text';

const home = (overrides: Partial<Location> = {}): Location => ({
  shipping_address_id: 5,
  state_name: 'Chihuahua',
  municipality_name: 'Chihuahua',
  postal_code: '31000',
  neighborhood_name: 'Zona Centro',
  neighborhood_id: 7,
  street: 'Av. Independencia',
  exterior_number: '1001',
  interior_number: null,
  reference: 'Portón café',
  recipient_name: null,
  recipient_phone: null,
  ...overrides,
});

describe('who receives, as a saved address shows it', () => {
  it('names the recipient and their phone in groups', () => {
    expect(recipientLine(home({ recipient_name: 'Beto Díaz', recipient_phone: '6149998877' }))).toBe(
      'Recibe: Beto Díaz, 614 999 8877',
    );
  });

  it('shows nothing for an address saved before it was asked', () => {
    expect(recipientLine(home())).toBeNull();
  });
});
