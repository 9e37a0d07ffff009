import { describe, expect, it, vi } from 'vitest';
import { config } from 'zod/mini';
import {
  cartLinesQuery,
  createCheckoutSessionBody,
  createLocationBody,
  idParam,
  imageParams,
  imageQuery,
  productListQuery,
  signInQuery,
  updateProfileBody,
} from './index';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the contract', () => {
  it('reads parameters as bounded numbers and refuses one sent twice', () => {
    expect(idParam('id').parse('12')).toBe(12);
    expect(firstMessage(idParam('id').safeParse('0'))).toBe('id debe estar entre 1 y 2147483647');
    expect(firstMessage(idParam('id').safeParse('1.5'))).toBe('id debe ser un número entero');
    expect(idParam('id').safeParse(['1', '2']).success).toBe(false);
  });

  it('fills the listing query with its defaults and turns its text into values', () => {
    expect(productListQuery.parse({})).toEqual({ sort: '', limit: 24, page: 1 });
    expect(
      productListQuery.parse({ category_id: '3', maxPrice: '149.50', discount: 'false', page: '2' }),
    ).toEqual({ category_id: [3], sort: '', maxPrice: 149.5, discount: false, limit: 24, page: 2 });
    expect(productListQuery.parse({ category_id: ['1', '3'] }).category_id).toEqual([1, 3]);
    expect(firstMessage(productListQuery.safeParse({ limit: '101' }))).toBe('limit debe estar entre 1 y 100');
    expect(productListQuery.safeParse({ otro: '1' }).error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it("words zod's own checks in Spanish", () => {
    expect(firstMessage(productListQuery.safeParse({ target_audience: 'vaqueros' }))).toBe(
      'Opción inválida: se esperaba una de "hombre"|"mujer"|"niños"',
    );
    expect(firstMessage(signInQuery.safeParse({ returnTo: ['/', '/'] }))).toBe(
      'Entrada inválida: se esperaba texto, recibido arreglo',
    );
  });

  it('reads the cart lines query once per id, within bounds', () => {
    expect(cartLinesQuery.parse({ variantIds: '1000002,1000001,1000002' })).toEqual({
      variantIds: [1000002, 1000001],
    });
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect(firstMessage(cartLinesQuery.safeParse({ variantIds: tooMany }))).toBe(
      'variantIds admite a lo más 100 ids',
    );
    expect(firstMessage(cartLinesQuery.safeParse({ variantIds: '0' }))).toBe(
      'variantIds tiene un id fuera de rango',
    );
  });

  it('serves pictures by a safe name at the widths it has', () => {
    expect(imageQuery.parse({ w: '320' })).toEqual({ w: 320 });
    expect(firstMessage(imageQuery.safeParse({ w: '321' }))).toBe(
      'w debe ser uno de 160, 320, 480, 640, 800, 1200, 1600',
    );
    expect(imageParams.safeParse({ image: 'bota.jpg' }).success).toBe(true);
    expect(firstMessage(imageParams.safeParse({ image: 'a..b' }))).toBe(
      'El nombre de la imagen no es válido',
    );
  });

  it('trims what the shopper types and keeps its own messages', () => {
    const address = {
      postal_code: ' 31000 ',
      neighborhood_id: 5,
      street: ' Av. Independencia ',
      exterior_number: '1001',
      interior_number: '  ',
      reference: 'Frente a la catedral',
    };
    expect(createLocationBody.parse(address)).toEqual({
      ...address,
      postal_code: '31000',
      street: 'Av. Independencia',
      interior_number: null,
      // Who receives is optional to the server (addresses and clients of before): absent reads as null.
      recipient_name: null,
      recipient_phone: null,
    });
    expect(firstMessage(createLocationBody.safeParse({ ...address, neighborhood_id: '5' }))).toBe(
      'Selecciona una colonia.',
    );
    expect(firstMessage(updateProfileBody.safeParse({ name: '  ', phone_number: '6141234567' }))).toBe(
      'El nombre es obligatorio.',
    );
    expect(firstMessage(createCheckoutSessionBody.safeParse({ products: [], shipping_address: 1 }))).toBe(
      'Tu carrito está vacío.',
    );
    expect(
      firstMessage(
        createCheckoutSessionBody.safeParse({
          products: [{ variant_id: 1, quantity: 100 }],
          shipping_address: 1,
        }),
      ),
    ).toBe('La cantidad no puede ser mayor que 99.');
  });

  it("leaves zod's locale alone, so the browser does not download it", async () => {
    const spanish = config().localeError;
    config({ localeError: undefined });
    try {
      vi.resetModules();
      await import('./index');
      expect(config().localeError).toBeUndefined();
    } finally {
      config({ localeError: spanish });
    }
  });
});
