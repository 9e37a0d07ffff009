import type { Location } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { addressPartsOf, addressText } from './addresses';

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
  ...overrides,
});

describe('an order’s address text read back for a label', () => {
  it('gives back every part addressText wrote', () => {
    expect(addressPartsOf(addressText(location()))).toEqual({
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
    );
    expect(addressPartsOf(text)).toEqual({
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

  it('reads nothing from a pick-up’s or an erased address', () => {
    expect(
      addressPartsOf(
        'Recoger en tienda: Norteño Western, Av. Independencia 1001, Zona Centro, 31000 Chihuahua, Chih.',
      ),
    ).toBeUndefined();
    expect(addressPartsOf('Dirección eliminada a petición del cliente')).toBeUndefined();
  });
});
