import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { ownerPage, shipAndDeliver } from './support/back-office';
import { newShopperPage, PHONE } from './support/browser';
import { bootInStock } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { addToCart, payCartWithCard, signIn } from './support/shopper';
import { ROOT } from './support/store';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');
const SCREENSHOTS = path.join(ROOT, 'screenshots');

/** A photo as a phone takes it: its EXIF names the camera and where it was taken. */
const photoWithExif = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#7b4a2a' } })
    .jpeg()
    .withMetadata({
      exif: {
        IFD0: { Make: 'Telefono', Model: 'Modelo X' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 38/1 0/1' },
      },
    })
    .toBuffer();

describe('a buyer’s review', () => {
  it('is written on a phone after delivery with a photo, loses its EXIF, is approved by the owner and shows with its stars', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const staff = await ownerPage(shop.browser(), base(), PHONE);
    const { detail, variantId } = await bootInStock(shop.store().url);
    const shopper = await newShopperPage(shop.browser(), PHONE);
    await shopper.goto(`${base()}/auth/login`);
    await signIn(shopper, 'Rosa Terrazas', 'rosa@example.mx');
    await shopper.waitForURL(`${base()}/profile`);
    await addToCart(shopper, base(), detail.product_id, variantId);
    const billId = await payCartWithCard(shopper, base());
    await shipAndDeliver(staff, base(), billId);

    // From the delivered order's page.
    await shopper.goto(`${base()}/BuyDetails/${billId}`);
    await shopper.getByRole('link', { name: /^Escribir reseña/ }).click();
    await shopper.getByText('Compra verificada').waitFor();
    await shopper.getByText(/^Compraste: talla /).waitFor();
    await shopper.getByRole('radio', { name: '5 estrellas' }).check();
    await shopper.getByLabel('Título (opcional)').fill('<b>Muy buenas</b>');
    await shopper
      .getByRole('textbox', { name: /Tu reseña/ })
      .fill('Cómodas desde el primer día <script>x</script>');
    await shopper.getByRole('radio', { name: 'Justa' }).check();
    const original = await photoWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    await shopper
      .getByLabel(/Fotos/)
      .setInputFiles({ name: 'bota.jpg', mimeType: 'image/jpeg', buffer: original });
    const thumbnail = shopper.getByRole('img', { name: 'Tu foto 1' });
    await thumbnail.waitFor();
    await shopper.screenshot({ path: path.join(SCREENSHOTS, 'review-form-phone.png'), fullPage: true });
    await expectAccessible(shopper, 'El formulario de reseña');

    // The photo as the shop serves it: re-encoded, with no EXIF left, in every format it serves.
    const src = (await thumbnail.getAttribute('src')) ?? '';
    for (const accept of ['image/avif,image/webp,*/*', 'image/webp', 'image/jpeg']) {
      const served = await fetch(`${shop.store().url}${src.replace(/\?.*$/, '')}?w=800`, {
        headers: { accept },
      });
      expect(served.status).toBe(200);
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).exif).toBeUndefined();
    }

    await shopper.getByRole('button', { name: 'Publicar reseña' }).click();
    await shopper.getByText('¡Gracias! Publicaremos tu reseña en cuanto la revisemos.').waitFor();

    // It waits for the owner: the product page has no review yet.
    await shopper.goto(`${base()}/product/${detail.product_id}`);
    const reviews = shopper.getByRole('region', { name: 'Reseñas' });
    await reviews.getByText('Todavía no hay reseñas. Las escriben quienes ya lo recibieron.').waitFor();

    // The owner, on a phone: 'Reseñas' is a tab beside 'Productos'.
    await staff.goto(`${base()}/admin/productos`);
    await staff
      .getByRole('navigation', { name: 'Productos y reseñas' })
      .getByRole('link', { name: 'Reseñas' })
      .click();
    const waiting = staff.getByRole('listitem').filter({ hasText: 'Cómodas desde el primer día' });
    await waiting.getByText('Por aprobar').waitFor();
    await staff.screenshot({ path: path.join(SCREENSHOTS, 'admin-reviews-phone.png'), fullPage: true });
    await expectAccessible(staff, 'La administración: reseñas por aprobar');
    await waiting.getByRole('button', { name: 'Publicar' }).click();
    await staff.getByText('Reseña publicada.').waitFor();

    // Published: on the product page with its stars, the buyer's words as text, the photo and the fit.
    await shopper.reload();
    await reviews.getByText('1 reseña').waitFor();
    await reviews.getByRole('img', { name: '5 de 5 estrellas' }).first().waitFor();
    await reviews.getByText('Cómodas desde el primer día <script>x</script>').waitFor();
    await reviews.getByText('<b>Muy buenas</b>').waitFor();
    await reviews.getByText('Pocas respuestas sobre la talla todavía: 1 dice que queda justa.').waitFor();
    await reviews.getByRole('img', { name: 'Foto 1 de Rosa T.' }).waitFor();
    await reviews.scrollIntoViewIfNeeded();
    await shopper.screenshot({ path: path.join(SCREENSHOTS, 'product-reviews-phone.png'), fullPage: true });
    await expectAccessible(shopper, 'Las reseñas de un producto');

    // And on its listing card: the stars and how many reviewed it.
    await shopper.goto(`${base()}/products/1?name=${encodeURIComponent(detail.product_name)}`);
    const card = shopper.locator('article.product-card').filter({ hasText: detail.product_name }).first();
    await card.getByRole('img', { name: '5 de 5 estrellas' }).waitFor();
    expect(await card.locator('.product-card-rating-count').textContent()).toBe('1 reseña');
    await shopper.screenshot({ path: path.join(SCREENSHOTS, 'listing-card-stars-phone.png') });
  });
});
