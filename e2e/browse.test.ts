import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, newShopperPage, PHONE, type Viewport } from './support/browser';
import { useFreshStore } from './support/fresh-store';

const shop = useFreshStore();

/** A new shopper (own storage, so favourites and cart start empty) on `url`. */
async function openPage(viewport: Viewport, url: string): Promise<Page> {
  const page = await newShopperPage(shop.browser(), viewport);
  await page.goto(`${shop.store().url}${url}`);
  return page;
}

/** The part of the address the listing's controls write. */
function address(page: Page) {
  const url = new URL(page.url());
  return {
    path: url.pathname,
    category_id: url.searchParams.getAll('category_id'),
    maxPrice: url.searchParams.get('maxPrice'),
    sort: url.searchParams.get('sort'),
  };
}

const results = (page: Page) => page.getByRole('region', { name: 'Productos' });
const cardNames = (within: Locator) => within.getByRole('article').getByRole('heading').allTextContents();
/** What each card asks: its first price (an "Antes:" price follows only when there is a discount). */
const cardPrices = async (within: Locator) =>
  (
    await within
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent ?? ''))
  ).map((text) => Number(text.replace(/[^0-9.]/g, '')));

/**
 * The grid once the answer for the current address is on screen, else undefined: the previous answer
 * stays visible (and the region busy) while the next one loads.
 */
async function settledGrid(page: Page): Promise<{ names: string[]; prices: number[] } | undefined> {
  const grid = results(page);
  if ((await grid.getAttribute('aria-busy')) !== 'false') return undefined;
  return { names: await cardNames(grid), prices: await cardPrices(grid) };
}

const inOrder = (direction: 'asc' | 'desc') => (grid: { prices: number[] } | undefined) =>
  grid !== undefined &&
  grid.prices.length > 1 &&
  grid.prices.every(
    (price, i) =>
      i === 0 || (direction === 'asc' ? grid.prices[i - 1]! <= price : grid.prices[i - 1]! >= price),
  );
/** A settled grid with other products than `names` (an unsettled one says nothing yet). */
const showsOtherThan = (names: string[]) => (grid: { names: string[] } | undefined) =>
  grid !== undefined && grid.names.join('\n') !== names.join('\n');
const atMost = (max: number) => (grid: { prices: number[] } | undefined) =>
  grid !== undefined && grid.prices.length > 0 && grid.prices.every((price) => price <= max);

const notices = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/**
 * Closes the notices with these words and waits until they are gone, so that one left open is not
 * taken for the next. Clicked inside the page in one step: a notice may time out on its own meanwhile.
 */
async function closeNotices(page: Page, text: string): Promise<void> {
  await notices(page, text).evaluateAll((open) => {
    for (const notice of open)
      notice.querySelector<HTMLElement>('button[aria-label="Cerrar aviso"]')?.click();
  });
  await expect.poll(() => notices(page, text).count()).toBe(0);
}

/** The shopper is told `text`; the notice is then closed. */
async function expectNotice(page: Page, text: string): Promise<void> {
  await notices(page, text).first().waitFor();
  await closeNotices(page, text);
}

/**
 * A notice as the shopper reads it: slid in, and held under the pointer (which pauses its timer) so it
 * does not start to fade out while axe measures its colours.
 */
async function settledNotice(page: Page, text: string): Promise<void> {
  const notice = notices(page, text).first();
  await notice.hover();
  await notice.evaluate(async (element) => {
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
  });
}

/**
 * Where the next notice comes to rest while a dialog is open, read in the page as soon as both are there:
 * the notice after adding to the cart lasts half a second. Null when none shows within 10 s.
 */
function noticeBesideDialog(
  page: Page,
): Promise<{ x: number; y: number; width: number; height: number } | null> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const giveUp = setTimeout(() => resolve(null), 10_000);
        const look = () => {
          const notice = document.querySelector('.Toastify__toast');
          if (notice && document.querySelector('[aria-modal="true"]')) {
            clearTimeout(giveUp);
            // Once slid in: it enters from off the screen.
            void Promise.allSettled(notice.getAnimations().map((animation) => animation.finished)).then(
              () => {
                const { x, y, width, height } = notice.getBoundingClientRect();
                resolve({ x, y, width, height });
              },
            );
          } else requestAnimationFrame(look);
        };
        look();
      }),
  );
}

/** The information pages, by the footer's link, with the heading each must show. */
const INFO_PAGES = [
  { link: 'Devoluciones', path: '/Devoluciones', heading: 'Devoluciones y reembolsos' },
  { link: 'Términos y condiciones', path: '/Terminos', heading: 'Términos y condiciones' },
  { link: 'Contacto', path: '/Contact', heading: 'Contacto' },
  { link: 'Nuestra tienda', path: '/Locacion', heading: 'Nuestra tienda en Chihuahua' },
  { link: 'Acerca de nosotros', path: '/about_us', heading: 'Acerca de nosotros' },
  { link: 'Cómo vendemos', path: '/ModeloVenta', heading: 'Cómo vendemos' },
  { link: 'Marcas', path: '/MarcasFrecuentes', heading: 'Marcas que manejamos' },
  { link: 'Cliente frecuente', path: '/ClienteFrecuente', heading: 'Cliente frecuente' },
  { link: 'Opiniones de clientes', path: '/OpinionesClientes', heading: 'Opiniones de clientes' },
  { link: 'Aviso de privacidad', path: '/aviso-de-privacidad', heading: 'Aviso de privacidad' },
] as const;

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('a shopper browsing on a %s', (size, viewport) => {
  /**
   * On a phone the filter panel opens over the page from 'Filtros' and stays open while choices are
   * made; on a desktop it is always beside the grid. Either way the departments load below the other
   * controls, so they are waited for before anything is clicked.
   */
  async function openFilters(page: Page): Promise<void> {
    const toggle = page.getByRole('button', { name: 'Filtros', exact: true });
    if (viewport === PHONE) {
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      await page.getByRole('dialog', { name: 'Filtros' }).waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    } else {
      expect(await toggle.isVisible()).toBe(false);
    }
    await page.getByRole('checkbox', { name: 'Botas', exact: true }).waitFor();
  }

  it('finds a product through the search suggestions and carts it, every panel on the way readable', async () => {
    const page = await openPage(viewport, '/');
    for (const row of ['ARTÍCULOS MÁS VENDIDOS', 'ACCESORIOS', 'RECOMENDADOS'])
      await page.getByRole('heading', { name: row, exact: true }).waitFor();
    await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBeGreaterThan(0);
    await expectAccessible(page, `Inicio (${size})`);

    await page.getByRole('button', { name: 'Carrito: 0 productos' }).click();
    const emptyCart = page.getByRole('dialog', { name: 'Tu carrito está vacío' });
    await emptyCart.waitFor();
    await expectAccessible(page, `El carrito vacío (${size})`, '[role="dialog"]');
    await page.getByRole('button', { name: 'Cerrar carrito' }).click();
    await emptyCart.waitFor({ state: 'detached' });

    const box = page.getByRole('combobox', { name: 'Buscar productos' });
    await box.fill('bota');
    const suggestions = page.getByRole('listbox', { name: 'Sugerencias' });
    const firstSuggestion = suggestions.getByRole('option').first();
    await firstSuggestion.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(page, `Las sugerencias de búsqueda (${size})`, '[role="search"]');
    // A suggestion reads "name $price"; the product page is titled by the name alone.
    const suggested = (await firstSuggestion.textContent())?.replace(/\$[\d,.]+$/, '') ?? '';
    expect(suggested).toMatch(/Bota|Botín/);
    await box.press('ArrowDown');
    expect(await firstSuggestion.getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');
    await page.waitForURL(/\/product\/\d+\/\d+$/);
    await page.getByRole('heading', { level: 1, name: suggested, exact: true }).waitFor();
    await page.getByText(/\d+ unidades disponibles/).waitFor();
    await expectAccessible(page, `La página del producto (${size})`);

    const firstNoticeBox = noticeBesideDialog(page);
    await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
    const cart = page.getByRole('dialog', { name: 'Productos en tu carrito' });
    await cart.getByText(suggested, { exact: true }).waitFor();
    // The notice that it was added leaves the open cart's title and close button uncovered.
    const noticeBox = await firstNoticeBox;
    expect(noticeBox, 'el aviso de agregado').not.toBeNull();
    for (const control of [
      cart.getByRole('heading', { name: 'Productos en tu carrito' }),
      page.getByRole('button', { name: 'Cerrar carrito' }),
    ]) {
      const box = await control.boundingBox();
      const overlaps =
        noticeBox !== null &&
        box !== null &&
        noticeBox.x < box.x + box.width &&
        box.x < noticeBox.x + noticeBox.width &&
        noticeBox.y < box.y + box.height &&
        box.y < noticeBox.y + noticeBox.height;
      expect(overlaps, `el aviso tapa ${await control.textContent()}`).toBe(false);
    }
    await expectAccessible(page, `El carrito con un producto (${size})`, '[role="dialog"]');
    await page.getByRole('button', { name: 'Cerrar carrito' }).click();
    await cart.waitFor({ state: 'detached' });

    await box.fill('sombrero');
    await box.press('Enter');
    await page.waitForURL(/\/products\/all\/1\?name=sombrero$/);
    await page.getByRole('heading', { level: 1, name: 'Resultados para «sombrero»' }).waitFor();
    await expect.poll(async () => (await settledGrid(page))?.names[0]).toMatch(/Sombrero/);
    await expectAccessible(page, `Los resultados de una búsqueda (${size})`);
    await page.context().close();
  });

  it('narrows the listing by department, price and order, and clears it all', async () => {
    const page = await openPage(viewport, '/');
    // The departments: in the header on a desktop, in the hamburger menu on a phone.
    if (viewport === PHONE) {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      const menu = page.getByRole('navigation', { name: 'Menú', exact: true });
      await menu.waitFor();
      await expectAccessible(page, 'El menú del teléfono', '#navbar-mobile-menu');
      await menu.getByRole('link', { name: 'SOMBREROS' }).click();
      await menu.waitFor({ state: 'hidden' });
    } else {
      await page
        .getByRole('navigation', { name: 'Departamentos' })
        .getByRole('link', { name: 'SOMBREROS' })
        .click();
    }
    await page.waitForURL(/\/products\/1\?category_id=19$/);
    await page.getByRole('heading', { level: 1, name: 'Sombreros', exact: true }).waitFor();
    const pager = page.getByRole('navigation', { name: 'Páginas (arriba)' });
    const pageButtons = pager.getByRole('button', { name: /^Página \d+$/ });
    await expect
      .poll(() => settledGrid(page))
      .toSatisfy((grid) => grid !== undefined && grid.names.length > 0);
    const hats = (await settledGrid(page))!.names;
    const hatPages = await pageButtons.count();

    await openFilters(page);
    if (viewport === PHONE) await expectAccessible(page, 'El panel de filtros', '#listing-filters');
    await expectAccessible(page, `El listado con sus filtros (${size})`);
    expect(await page.getByRole('checkbox', { name: 'Sombreros', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Más relevantes' }).isChecked()).toBe(true);

    // A second department adds its products; the address keeps both.
    await page.getByRole('checkbox', { name: 'Botas', exact: true }).click();
    await expect
      .poll(() => address(page))
      .toEqual({ path: '/products/1', category_id: ['19', '3'], maxPrice: null, sort: null });
    await page.getByRole('heading', { level: 1, name: 'Sombreros, Botas' }).waitFor();
    await expect.poll(() => pageButtons.count()).toBeGreaterThan(hatPages);
    await expect.poll(() => settledGrid(page)).toSatisfy(showsOtherThan(hats));
    if (viewport === PHONE) {
      // The panel's button counts what the chosen filters give, as the list's own answer does, and
      // closes it, back on 'Filtros'.
      const list = (await (
        await fetch(`${shop.store().url}/api/products/list?category_id=19&category_id=3`)
      ).json()) as { pagination: { total: number } };
      const show = page.getByRole('button', { name: `Ver ${list.pagination.total} productos` });
      await show.click();
      await page.getByRole('dialog', { name: 'Filtros' }).waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Filtros');
    }

    await openFilters(page);
    await page.getByRole('radio', { name: 'Mayor precio' }).click();
    await expect.poll(() => address(page).sort).toBe('desc');
    await expect.poll(() => settledGrid(page)).toSatisfy(inOrder('desc'));

    // Untouched, the slider is at its top and no price limit applies; it applies when its key comes up, and
    // PageDown moves a tenth of 0–5000.
    await openFilters(page);
    const slider = page.getByRole('slider');
    expect(await slider.inputValue()).toBe('5000');
    expect(await slider.getAttribute('aria-valuetext')).toBe('Sin límite de precio');
    expect(await slider.getAttribute('min')).toBe('0');
    expect(await slider.getAttribute('max')).toBe('5000');
    for (let step = 0; step < 5; step++) await slider.press('PageDown');
    await expect.poll(() => address(page).maxPrice).toBe('2500');
    expect(await slider.getAttribute('aria-valuetext')).toBe('Hasta $2,500.00');
    // Sorted from the dearest down, the grid's first card would give away a price above the limit.
    await expect
      .poll(() => settledGrid(page))
      .toSatisfy((grid) => atMost(2500)(grid) && inOrder('desc')(grid));

    await openFilters(page);
    expect(await slider.inputValue()).toBe('2500');
    expect(await page.getByRole('radio', { name: 'Mayor precio' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Menor precio' }).click();
    await expect.poll(() => address(page).sort).toBe('asc');
    await expect
      .poll(() => settledGrid(page))
      .toSatisfy((grid) => atMost(2500)(grid) && inOrder('asc')(grid));

    await openFilters(page);
    await page.getByRole('radio', { name: 'Más relevantes' }).click();
    await expect
      .poll(() => address(page))
      .toEqual({ path: '/products/1', category_id: ['19', '3'], maxPrice: '2500', sort: null });

    await openFilters(page);
    expect(await page.getByRole('radio', { name: 'Más relevantes' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Limpiar Filtros' }).click();
    await expect
      .poll(() => address(page))
      .toEqual({ path: '/products/1', category_id: [], maxPrice: null, sort: null });
    await page.getByRole('heading', { level: 1, name: 'Todos los productos' }).waitFor();
    await openFilters(page);
    expect(await slider.inputValue()).toBe('5000');
    expect(await slider.getAttribute('aria-valuetext')).toBe('Sin límite de precio');
    expect(await page.getByRole('checkbox', { name: 'Sombreros', exact: true }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Botas', exact: true }).isChecked()).toBe(false);
    expect(await page.getByRole('radio', { name: 'Más relevantes' }).isChecked()).toBe(true);
    await page.context().close();
  });

  it('pages through the listing, forwards, back and by number, keeping the order in the address', async () => {
    const list = (await (await fetch(`${shop.store().url}/api/products/list?limit=24&page=1`)).json()) as {
      pagination: { totalPages: number };
    };
    const last = list.pagination.totalPages;
    expect(last, 'el catálogo de demostración llena al menos diez páginas').toBeGreaterThanOrEqual(10);

    const page = await openPage(viewport, '/products/1?sort=asc');
    const top = page.getByRole('navigation', { name: 'Páginas (arriba)' });
    const bottom = page.getByRole('navigation', { name: 'Páginas (abajo)' });
    // What the pager shows, ellipses included (they are hidden from screen readers, not from the eye).
    const pagerItems = (nav: Locator) => nav.locator('li').allTextContents();
    const current = (nav: Locator) => nav.locator('[aria-current="page"]').getAttribute('aria-label');

    await expect.poll(() => settledGrid(page)).toSatisfy(inOrder('asc'));
    const first = (await settledGrid(page))!;
    expect(await pagerItems(top)).toEqual(['1', '2', '…', String(last)]);
    expect(await pagerItems(bottom)).toEqual(['1', '2', '…', String(last)]);
    expect(await current(top)).toBe('Página 1');
    expect(await top.getByRole('button', { name: 'Página anterior' }).isDisabled()).toBe(true);

    // On a phone the bottom pager is far down the page: getting there starts the pictures on the way
    // loading, so the tap waits for the page to settle where it was scrolled to, as a shopper's thumb does.
    // (Twice in CI, under load, a tap sent while they were still coming in never reached the button.)
    const next = bottom.getByRole('button', { name: 'Página siguiente' });
    await next.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await next.click();
    await page.waitForURL(/\/products\/2\?sort=asc$/);
    await expect.poll(() => settledGrid(page)).toSatisfy(showsOtherThan(first.names));
    const second = (await settledGrid(page))!;
    expect(second.names.filter((name) => first.names.includes(name))).toEqual([]);
    // Cheapest first across pages: page 2 starts where page 1 ended.
    expect(second.prices[0]).toBeGreaterThanOrEqual(first.prices.at(-1)!);
    await expect.poll(() => current(top)).toBe('Página 2');
    await expect.poll(() => pagerItems(top)).toEqual(['1', '2', '3', '…', String(last)]);

    await top.getByRole('button', { name: 'Página anterior' }).click();
    await page.waitForURL(/\/products\/1\?sort=asc$/);
    await expect.poll(async () => (await settledGrid(page))?.names).toEqual(first.names);

    await top.getByRole('button', { name: `Página ${last}`, exact: true }).click();
    await page.waitForURL(new RegExp(`/products/${last}\\?sort=asc$`));
    await expect.poll(() => current(top)).toBe(`Página ${last}`);
    await expect.poll(() => pagerItems(top)).toEqual(['1', '…', String(last - 1), String(last)]);
    expect(await top.getByRole('button', { name: 'Página siguiente' }).isDisabled()).toBe(true);
    expect(await top.getByRole('button', { name: 'Página anterior' }).isDisabled()).toBe(false);
    await expect.poll(() => settledGrid(page)).toSatisfy(showsOtherThan(first.names));

    // A page in the middle, typed into the address, has an ellipsis on each side.
    await page.goto(`${shop.store().url}/products/6?sort=asc`);
    await expect.poll(() => pagerItems(top)).toEqual(['1', '…', '5', '6', '7', '…', String(last)]);
    await top.getByRole('button', { name: 'Página 5', exact: true }).click();
    await page.waitForURL(/\/products\/5\?sort=asc$/);
    await expect.poll(() => pagerItems(top)).toEqual(['1', '…', '4', '5', '6', '…', String(last)]);
    await page.context().close();
  });

  it('keeps favourites from a card and from the product page, across a reload', async () => {
    const page = await openPage(viewport, '/favorites');
    const main = page.getByRole('main');
    await page.getByRole('heading', { level: 1, name: 'Mis favoritos' }).waitFor();
    await main.getByText('Tus favoritos está vacío').waitFor();
    await main.getByText('0 Artículos', { exact: true }).waitFor();
    await expectAccessible(page, `Favoritos vacío (${size})`);

    // The home page's cards carry no heart: favouriting happens on product and favourites pages only.
    await page.getByRole('link', { name: /, inicio$/ }).click();
    await page.getByRole('heading', { name: 'ARTÍCULOS MÁS VENDIDOS' }).waitFor();
    await expect.poll(() => main.getByRole('article').count()).toBeGreaterThan(0);
    expect(await main.getByRole('button', { name: /favoritos/ }).count()).toBe(0);

    await page.goto(`${shop.store().url}/products/1?category_id=19`);
    await expect.poll(async () => (await settledGrid(page))?.names.length).toBeGreaterThan(1);
    const cards = results(page).getByRole('article');
    const [hat, other] = (await cardNames(results(page))) as [string, string];
    const heart = cards.first().getByRole('button', { name: `Agregar a favoritos: ${hat}` });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expectNotice(page, 'Añadido a favoritos');
    expect(
      await cards
        .first()
        .getByRole('button', { name: `Quitar de favoritos: ${hat}` })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    await cards.nth(1).getByRole('link').click();
    await page.waitForURL(/\/product\/\d+\/\d+$/);
    await page.getByRole('heading', { level: 1, name: other, exact: true }).waitFor();
    const favourite = page.getByRole('button', { name: 'AGREGAR A FAVORITOS' });
    expect(await favourite.getAttribute('aria-pressed')).toBe('false');
    await favourite.click();
    // The page is checked with its notice showing, once the notice has slid in, from its top: where the tap
    // left the page scrolled, a size button may sit half under the sticky navbar, which axe counts as a
    // target too small whatever the notice does.
    await settledNotice(page, 'Añadido a favoritos');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page, `La página del producto con un aviso (${size})`);
    await closeNotices(page, 'Añadido a favoritos');
    expect(await favourite.getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('link', { name: 'Favoritos', exact: true }).click();
    await page.waitForURL(/\/favorites$/);
    await main.getByText('2 Artículos', { exact: true }).waitFor();
    expect(await cardNames(main)).toEqual([hat, other]);
    await expectAccessible(page, `Favoritos con dos artículos (${size})`);

    // Kept in the browser's storage, so a reload (or a later visit) still has them.
    await page.reload();
    await main.getByText('2 Artículos', { exact: true }).waitFor();
    expect(await cardNames(main)).toEqual([hat, other]);

    await main.getByRole('button', { name: `Quitar de favoritos: ${hat}` }).click();
    await expectNotice(page, 'Eliminado de favoritos');
    await main.getByText('1 Artículo', { exact: true }).waitFor();
    expect(await cardNames(main)).toEqual([other]);

    // The product page knows it is a favourite, and its button takes it back.
    await main.getByRole('article').getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: other, exact: true }).waitFor();
    expect(await favourite.getAttribute('aria-pressed')).toBe('true');
    await favourite.click();
    await expectNotice(page, 'Eliminado de favoritos');
    expect(await favourite.getAttribute('aria-pressed')).toBe('false');

    await page.getByRole('link', { name: 'Favoritos', exact: true }).click();
    await main.getByText('Tus favoritos está vacío').waitFor();
    await main.getByText('0 Artículos', { exact: true }).waitFor();
    await page.reload();
    await main.getByText('Tus favoritos está vacío').waitFor();
    await page.context().close();
  });

  it('reads every information page from the footer, and finds the way back from an unknown address', async () => {
    const page = await openPage(viewport, '/pagina/que/no/existe');
    const main = page.getByRole('main');
    await page.getByRole('heading', { level: 1, name: 'UPs... Parece que esa página no existe' }).waitFor();
    expect(await main.getByRole('link', { name: 'DESCUENTOS' }).getAttribute('href')).toBe(
      '/products/all/1?discount=true',
    );
    await expectAccessible(page, `La página que no existe (${size})`);
    await main.getByRole('link', { name: 'INICIO' }).click();
    await page.waitForURL(`${shop.store().url}/`);
    await page.getByRole('heading', { name: 'ARTÍCULOS MÁS VENDIDOS' }).waitFor();

    const footer = page.getByRole('contentinfo');
    for (const { link, path, heading } of INFO_PAGES) {
      await footer.getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL(`${shop.store().url}${path}`);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      await expect.poll(() => page.title()).toBe(`${heading} · Norteño Western`);
      await expectAccessible(page, `La página ${path} (${size})`);
      if (path === '/Terminos') {
        // The terms a shopper must read before paying: MXN with VAT, 1-6 business days (the delivery table's range), 15 days returns, 10 days refund, 30 days warranty.
        const terms = await main.textContent();
        for (const fact of [
          'MXN',
          'IVA',
          '1 a 6 días hábiles',
          '15 días naturales',
          '10 días hábiles',
          '30 días',
        ])
          expect(terms).toContain(fact);
      }
      if (path === '/Locacion') {
        await main.getByTitle(/^Mapa de la tienda/).waitFor({ state: 'attached' });
        expect(await main.locator('address').textContent()).toMatch(/Chihuahua/);
      }
    }
    await page.context().close();
  });
});
