import { describe, expect, it } from 'vitest';
import type { AuditEvent } from './events';
import { auditSentence } from './sentence';

const read = ({ action, ...details }: AuditEvent) => auditSentence(action, details, 'Variante X');
const boot = { id: 1_000_123, sku: 'NW-3-12-1-25', product: 'Bota Lucchese', color: 'Chocolate', size: '25' };
const product = { id: 12, name: 'Bota Lucchese' };

describe('the Bitácora sentence of each change', () => {
  it('names the variant and the prices a shopper pays, with the discount that makes them', () => {
    expect(
      read({
        action: 'variant.price_changed',
        variant: boot,
        before: { priceCents: 2_649_00, discountPercentage: 0 },
        after: { priceCents: 2_649_00, discountPercentage: 40 },
      }),
    ).toBe(
      'Precio de Bota Lucchese, Chocolate 25: $2,649.00 → $1,589.40 (40 % de descuento sobre $2,649.00)',
    );
  });

  it('reads stock, products, pictures, orders, the home page and postal codes', () => {
    const sentences = [
      read({ action: 'variant.stock_changed', variant: boot, before: 5, after: 3, source: 'csv' }),
      read({ action: 'variant.stock_changed', variant: boot, before: 0, after: 1, source: 'editor' }),
      read({
        action: 'variant.added',
        variant: boot,
        after: { priceCents: 99_90, discountPercentage: 0, stock: 1 },
      }),
      read({ action: 'variant.removed', variant: boot }),
      read({ action: 'product.created', product, variants: 12 }),
      read({
        action: 'product.edited',
        product,
        before: { name: 'Bota', isNew: false, description: 'a' },
        after: { name: 'Bota Lucchese', isNew: true, description: 'b' },
      }),
      read({ action: 'product.hidden', product }),
      read({ action: 'product.shown', product }),
      read({ action: 'picture.added', product, color: 'Chocolate', picture: 'bota-12-a.webp' }),
      read({ action: 'picture.removed', product, color: 'Chocolate', picture: 'bota-12-a.webp' }),
      read({
        action: 'pictures.reordered',
        product,
        color: 'Chocolate',
        before: ['a', 'b'],
        after: ['b', 'a'],
      }),
      read({ action: 'order.shipped', order: 41, carrier: 'DHL', trackingNumber: '1234567890' }),
      read({ action: 'order.delivered', order: 41 }),
      read({ action: 'order.ready_for_pickup', order: 44 }),
      read({ action: 'order.picked_up', order: 44 }),
      read({
        action: 'order.cancelled',
        order: 41,
        refundedCents: 3_178_80,
        refundId: 're_1',
        unitsReturned: 2,
      }),
      read({ action: 'home.banners_changed', banners: 4 }),
      read({ action: 'home.banner_picture_changed', banner: 2, picture: 'banner-2.webp' }),
      read({ action: 'home.row_changed', row: 'Lo más vendido', before: [1], after: [1, 2, 3] }),
      read({
        action: 'home.strip_changed',
        before: [],
        after: ['Envío a todo México', 'Hecho en Chihuahua'],
      }),
      read({
        action: 'postal_codes.loaded',
        bytes: 1,
        states: 32,
        municipalities: 2_475,
        postalCodes: 31_979,
        neighborhoods: 157_412,
        skippedRows: 0,
      }),
      read({ action: 'account.deleted', user: 57 }),
      read({ action: 'order.unoffered_installments', order: 42, months: 24, offered: [3, 6, 9, 12] }),
      read({ action: 'order.unoffered_installments', order: 43, months: 3, offered: [] }),
    ];
    expect(sentences).toEqual([
      'Existencias de Bota Lucchese, Chocolate 25: 5 → 3 (archivo CSV)',
      'Existencias de Bota Lucchese, Chocolate 25: 0 → 1',
      'Agregó Bota Lucchese, Chocolate 25 a $99.90, 1 unidad en existencia',
      'Quitó Bota Lucchese, Chocolate 25',
      'Creó el producto Bota Lucchese con 12 variantes',
      'Editó Bota Lucchese: nombre «Bota» → «Bota Lucchese»; descripción; nuevo no → sí',
      'Ocultó Bota Lucchese de la tienda',
      'Volvió a mostrar Bota Lucchese en la tienda',
      'Agregó una foto a Bota Lucchese, Chocolate',
      'Quitó una foto de Bota Lucchese, Chocolate',
      'Cambió el orden de las fotos de Bota Lucchese, Chocolate',
      'Marcó el pedido #41 como enviado por DHL, guía 1234567890',
      'Marcó el pedido #41 como entregado',
      'Marcó el pedido #44 como listo para recoger y le envió su código de recogida al cliente',
      'Entregó en tienda el pedido #44 con su código de recogida',
      'Canceló el pedido #41 y reembolsó $3,178.80; 2 unidades volvieron a existencias',
      'Cambió los textos y enlaces de los 4 banners del inicio',
      'Cambió la foto del banner 2 del inicio',
      'Cambió la fila «Lo más vendido» del inicio: 3 artículos',
      'Cambió la franja de promesas del inicio: «Envío a todo México», «Hecho en Chihuahua»',
      'Cargó el catálogo de códigos postales: 31,979 códigos postales y 157,412 colonias en 32 estados',
      'El cliente #57 eliminó su cuenta: se borraron sus datos personales y se conservan sus pedidos y facturas sin ellos',
      'Cobró el pedido #42 a 24 meses sin intereses, un plazo que la tienda no ofrece (ofrece 3, 6, 9 y 12). Revisa los plazos de meses sin intereses de tu cuenta de Stripe',
      'Cobró el pedido #43 a 3 meses sin intereses, un plazo que la tienda no ofrece (no ofrece meses sin intereses para ese total). Revisa los plazos de meses sin intereses de tu cuenta de Stripe',
    ]);
  });

  it('reads the search synonyms the owner adds and removes, with the way each one works', () => {
    expect(read({ action: 'synonym.added', word: 'tejana', meaning: 'sombrero', bothWays: false })).toBe(
      'Agregó a la búsqueda el sinónimo «tejana» → «sombrero»',
    );
    expect(read({ action: 'synonym.removed', word: 'cinto', meaning: 'cinturon', bothWays: true })).toBe(
      'Quitó de la búsqueda el sinónimo «cinto» ↔ «cinturon»',
    );
  });

  it('still reads an entry written before the log had one vocabulary', () => {
    expect(auditSentence('cambió el precio', { antes: 1 }, 'Variante NW-1')).toBe(
      'Cambió el precio: Variante NW-1',
    );
    expect(auditSentence('variant.price_changed', { broken: true }, 'Variante NW-1')).toBe(
      'Variant.price_changed: Variante NW-1',
    );
  });
});
