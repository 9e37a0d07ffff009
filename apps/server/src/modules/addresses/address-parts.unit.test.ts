import type { Location } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { addressPartsOf, addressText, recipientOf } from './addresses';

const HOLDER = { name: 'Ana López', phone: '+526141234567' };

const location = (overrides: Partial<Location> = {}): Location => ({
  shipping_address_id: 1,
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

describe('an order’s address text read back for a label', () => {
  it('gives back every part addressText wrote', () => {
    expect(addressPartsOf(addressText(location(), HOLDER))).toEqual({
      recipient: HOLDER,
      street: 'Av. Independencia',
      exteriorNumber: '1001',
      interiorNumber: null,
      neighborhood: 'Zona Centro',
      postalCode: '31000',
      municipality: 'Chihuahua',
      stateName: 'Chihuahua',
      reference: 'Portón café',
    });
  });

  it('keeps commas and periods inside the street, the colonia, the place and the directions', () => {
    const text = addressText(
      location({
        street: 'Calle 5 de Mayo, esq. Juárez',
        exterior_number: '12-B',
        interior_number: 'Depto. 4',
        neighborhood_name: 'Col. Obrera, Sección 2',
        municipality_name: 'San Pedro Garza García',
        state_name: 'Nuevo León',
        postal_code: '66220',
        reference: 'Entre Morelos y Allende. Timbre 2, casa azul',
      }),
      { name: 'Ma. Elena Ruiz, hija', phone: '6141112233' },
    );
    expect(addressPartsOf(text)).toEqual({
      recipient: { name: 'Ma. Elena Ruiz, hija', phone: '6141112233' },
      street: 'Calle 5 de Mayo, esq. Juárez',
      exteriorNumber: '12-B',
      interiorNumber: 'Depto. 4',
      neighborhood: 'Col. Obrera, Sección 2',
      postalCode: '66220',
      municipality: 'San Pedro Garza García',
      stateName: 'Nuevo León',
      reference: 'Entre Morelos y Allende. Timbre 2, casa azul',
    });
  });

  it('names the address’s own recipient, and the account’s holder where the address has none', () => {
    const own = location({ recipient_name: 'Beto Díaz', recipient_phone: '6149998877' });
    expect(addressText(own, recipientOf(own, HOLDER))).toMatch(/^Recibe: Beto Díaz, Tel\. 6149998877\. Av\./);
    expect(addressText(location(), recipientOf(location(), HOLDER))).toMatch(
      /^Recibe: Ana López, Tel\. \+526141234567\. Av\./,
    );
  });

  it('reads back a profile phone kept with spaces and dashes', () => {
    const holder = { name: 'Ana López', phone: '+52 614-123-4567' };
    expect(addressPartsOf(addressText(location(), holder))).toMatchObject({
      recipient: holder,
      street: 'Av. Independencia',
    });
  });

  it('reads an order’s text of before, which names no recipient', () => {
    expect(
      addressPartsOf(
        'Av. Independencia 1001, Col. Zona Centro, C.P. 31000, Chihuahua, Chihuahua. Indicaciones: Portón café',
      ),
    ).toMatchObject({ recipient: null, street: 'Av. Independencia', exteriorNumber: '1001' });
  });

  it('reads nothing from a pick-up’s or an erased address', () => {
    expect(
      addressPartsOf(
        'Recoger en tienda: Norteño Western, Av. Independencia 1001, Zona Centro, 31000 Chihuahua, Chih.',
      ),
    ).toBeUndefined();
    expect(addressPartsOf('Dirección eliminada a petición del cliente')).toBeUndefined();
  });
});
