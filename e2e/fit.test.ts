import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { productPagePath } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../apps/server/src/db/client';
import { recordFitAnswer } from '../apps/server/src/modules/fit';
import { expectAccessible } from './support/axe';
import { DESKTOP, newShopperPage, PHONE } from './support/browser';
import { useFreshStore } from './support/fresh-store';
import { expectErrorUnder, expectSpanishPage } from './support/shopper-eyes';
import { ROOT } from './support/store';

const shop = useFreshStore();
const SCREENSHOTS = path.join(ROOT, 'screenshots');

type Size = { variant_id: number; size_name: string; stock: number };
type Detail = { product_id: number; colors: { color_name: string; sizes: Size[] }[] };

/**
 * A boot whose first colour has, in stock, a size and the half size above it: the guide's size for a foot
 * of that length, and the one five 'chica' answers move it to.
 */
async function bootWithNextHalfSize() {
  const base = shop.store().url;
  const list = (await (await fetch(`${base}/api/products/list?category_id=3&limit=50`)).json()) as {
    products: { product_id: number }[];
  };
  for (const { product_id } of list.products) {
    const detail = (await (await fetch(`${base}/api/products/productItem/${product_id}`)).json()) as Detail;
    const color = detail.colors[0];
    const inStock = (color?.sizes ?? []).filter((size) => size.stock > 0);
    for (const size of inStock) {
      const next = inStock.find((other) => Number(other.size_name) === Number(size.size_name) + 0.5);
      // The first size of the colour is where the page opens: a different one shows the preselection.
      if (next && color?.sizes[0]?.variant_id !== size.variant_id) {
        return { detail, color: color!, guide: size, corrected: next };
      }
    }
  }
  throw new Error('Ninguna bota tiene una talla y la media siguiente con existencias');
}

const pathOf = (url: string) => new URL(url).pathname;

describe("'¿Cuál es mi talla?' on a phone (390 px)", () => {
  it('recommends from the foot’s length, refuses what is not one, and moves a size up after five ‘chica’ answers', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const { detail, color, guide, corrected } = await bootWithNextHalfSize();
    const page = await newShopperPage(shop.browser(), PHONE);
    await page.goto(`${shop.store().url}${productPagePath(detail.product_id)}`);
    await page.waitForURL(
      (url) => pathOf(url.href) === productPagePath(detail.product_id, color.sizes[0]!.variant_id),
    );

    const finder = page.getByRole('region', { name: '¿Cuál es mi talla?' });
    await finder.getByRole('button', { name: '¿Cuál es mi talla?' }).click();
    await finder.getByText('Cómo medir tu pie').click();
    await finder.getByText('Párate sobre ella, con calcetín y el talón contra la pared.').waitFor();
    const field = finder.getByLabel('Largo de tu pie (cm)');
    for (const [typed, sentence] of [
      ['0', 'El largo de un pie va de 10 a 35 cm: revisa tu medida.'],
      ['-26', 'El largo de un pie va de 10 a 35 cm: revisa tu medida.'],
      ['80', 'El largo de un pie va de 10 a 35 cm: revisa tu medida.'],
      ['veintiséis', 'Escribe el largo de tu pie en centímetros, solo con números: por ejemplo, 26.5.'],
    ] as const) {
      await field.fill(typed);
      await finder.getByRole('button', { name: 'Ver mi talla' }).click();
      await expectErrorUnder(field, sentence);
    }
    await page.screenshot({ path: path.join(SCREENSHOTS, 'my-size-error-phone.png'), fullPage: true });
    await expectAccessible(page, '¿Cuál es mi talla? con un error bajo el campo');

    await field.fill(guide.size_name);
    await finder.getByRole('button', { name: 'Ver mi talla' }).click();
    const answer = finder.getByRole('status');
    await answer.getByText(`Según la guía de tallas, te recomendamos ${guide.size_name}.`).waitFor();
    await page.waitForURL((url) => pathOf(url.href) === productPagePath(detail.product_id, guide.variant_id));
    await page.getByRole('button', { name: guide.size_name, pressed: true }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'my-size-guide-phone.png'), fullPage: true });

    // Five buyers say it runs small (recorded as the reviews and returns record them).
    await shop.restart(async () => {
      const database = await openPglite(shop.dataDir());
      for (const sourceId of [1, 2, 3, 4, 5]) {
        await recordFitAnswer(database.db, {
          productId: detail.product_id,
          variantId: guide.variant_id,
          sizeName: guide.size_name,
          answer: 'chica',
          source: 'return',
          sourceId,
        });
      }
      await database.close();
    });

    // Opened again, the page remembers the foot and opens on the size above, with its stock.
    await page.goto(`${shop.store().url}${productPagePath(detail.product_id)}`);
    await answer
      .getByText(`Quienes la compraron dicen que queda chica: te recomendamos ${corrected.size_name}.`)
      .waitFor();
    const stock = corrected.stock === 1 ? 'Queda 1' : `Quedan ${corrected.stock}`;
    await answer.getByText(`${stock} en color ${color.color_name}.`).waitFor();
    await answer.getByText(`Con tu pie de ${Number(guide.size_name)} cm.`).waitFor();
    await page.waitForURL(
      (url) => pathOf(url.href) === productPagePath(detail.product_id, corrected.variant_id),
    );
    await page.getByRole('button', { name: corrected.size_name, pressed: true }).waitFor();
    expect(await page.getByText(`${corrected.stock} unidades disponibles`).count()).toBe(1);
    await expectSpanishPage(page, /./);
    await expectAccessible(page, 'La página de una bota con la talla recomendada');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'my-size-corrected-phone.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'my-size-corrected-desktop.png'), fullPage: true });
    await page.context().close();
  });
});
