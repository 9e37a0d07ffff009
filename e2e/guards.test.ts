import type { Page } from 'playwright-core';
import { signIn } from './support/shopper';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, newShopperPage, PHONE, type Viewport } from './support/browser';
import { useFreshStore } from './support/fresh-store';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');

/** The storefront's routes that require a signed-in shopper. */
const GUARDED = ['/profile', '/payment', '/cancel'] as const;

type Detail = {
  product_id: number;
  colors: { sizes: { variant_id: number; size_name: string; stock: number }[] }[];
};

/**
 * Of the product cards shown (their links, in page order), the first whose colour has another size in
 * stock, so that choosing a size is a real choice.
 */
async function cardWithAnotherSize(
  hrefs: string[],
): Promise<{ href: string; productId: number; variantId: number; size: string }> {
  for (const href of hrefs) {
    const [productId, variantId] = href.split('/').slice(-2).map(Number) as [number, number];
    const detail = (await (
      await fetch(`${shop.store().url}/api/products/productItem/${productId}`)
    ).json()) as Detail;
    const color = detail.colors.find((candidate) =>
      candidate.sizes.some((size) => size.variant_id === variantId),
    );
    const other = color?.sizes.find((size) => size.variant_id !== variantId && size.stock > 0);
    if (other) return { href, productId, variantId, size: other.size_name };
  }
  throw new Error('Ninguna bota del listado tiene otra talla con existencias');
}

/** What has the keyboard focus now, and whether the shopper can see where it is. */
type Focused = {
  text: string;
  label: string | null;
  href: string | null;
  pressed: string | null;
  group: string | null;
  dialog: string | null;
  visible: boolean;
};

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) {
      return { text: '', label: null, href: null, pressed: null, group: null, dialog: null, visible: false };
    }
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const dialog = element.closest('[role="dialog"]');
    const titleId = dialog?.getAttribute('aria-labelledby');
    return {
      text: (element.textContent ?? '').trim(),
      label:
        element.getAttribute('aria-label') ??
        (element instanceof HTMLInputElement ? (element.labels?.[0]?.textContent?.trim() ?? null) : null),
      href: element.getAttribute('href'),
      pressed: element.getAttribute('aria-pressed'),
      group: element.closest('fieldset')?.querySelector('legend')?.textContent?.trim() ?? null,
      dialog: titleId ? (document.getElementById(titleId)?.textContent?.trim() ?? null) : null,
      // The browser's own heuristic says a ring is due, and the page draws one.
      visible: element.matches(':focus-visible') && (outlined || style.boxShadow !== 'none'),
    };
  });

/**
 * Presses `key` (Tab or Shift+Tab) until the focus is on what `wanted` describes; fails naming where it
 * went. Moving the focus changes nothing: the address stays as it was, and with `staysIn` every step
 * stays inside the dialog of that title (a focus trap).
 */
async function moveFocusTo(
  page: Page,
  wanted: (now: Focused) => boolean,
  what: string,
  { key = 'Tab', staysIn }: { key?: 'Tab' | 'Shift+Tab'; staysIn?: string } = {},
): Promise<Focused> {
  const address = page.url();
  const visited: string[] = [];
  for (let press = 0; press < 200; press += 1) {
    await page.keyboard.press(key);
    const now = await focused(page);
    const name = now.label ?? now.text.slice(0, 30);
    expect(page.url(), `${what}: pasar el foco por «${name}» cambió la dirección`).toBe(address);
    if (staysIn !== undefined) expect(now.dialog, `${what}: el foco salió de «${staysIn}»`).toBe(staysIn);
    if (wanted(now)) return now;
    visited.push(name);
  }
  throw new Error(`${what}: no se alcanzó con ${key}; el foco pasó por ${visited.slice(-20).join(' | ')}`);
}

/** The focus is where the journey expects, and the shopper can see it. */
async function expectVisibleFocus(page: Page, what: string): Promise<Focused> {
  const now = await focused(page);
  expect(now.visible, `${what}: el foco no se ve (${now.label ?? now.text})`).toBe(true);
  return now;
}

/** A page that records every uncaught script error, so that "no crash" is something to assert. */
async function watchedPage(viewport: Viewport) {
  const page = await newShopperPage(shop.browser(), viewport);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** The login screen, on its own: no header, departments, cart or footer around it. */
async function expectLoginScreen(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Iniciar sesión', level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/auth/login');
  await page.getByRole('link', { name: 'Iniciar sesión con Google' }).waitFor();
  expect(await page.getByRole('navigation').count()).toBe(0);
  expect(await page.getByRole('banner').count()).toBe(0);
  expect(await page.getByRole('contentinfo').count()).toBe(0);
  expect(await page.getByRole('button', { name: /^Carrito/ }).count()).toBe(0);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('the guards (%s)', (size, viewport) => {
  it('sends a guest on every guarded page to the login screen at once: the page said who is signed in', async () => {
    const { page, errors } = await watchedPage(viewport);
    let sessionCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/me') sessionCalls += 1;
    });
    for (const path of GUARDED) {
      await page.goto(`${base()}${path}`);
      await expectLoginScreen(page);
    }
    await expectAccessible(page, `La pantalla de inicio de sesión (${size})`);
    // /auth on its own is the login screen too.
    await page.goto(`${base()}/auth`);
    await expectLoginScreen(page);
    expect(sessionCalls).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps a guest on a guarded page while the session loads, when the page did not carry it', async () => {
    const { page, errors } = await watchedPage(viewport);
    // The page as sent when its head could not be written: no page data, so the browser asks who it is.
    await page.route(`${base()}/profile`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="page-data">[^<]*<\/script>/,
        '',
      );
      await route.fulfill({ response, body });
    });
    // The session call is held back: until it answers, the guard must neither show the page nor leave.
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    let asked = () => {};
    const sessionAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/api/auth/me', async (route) => {
      asked();
      await answered;
      await route.continue();
    });
    await page.goto(`${base()}/profile`);
    await sessionAsked;
    await page.getByRole('main').getByText('Cargando...').waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    release();
    await expectLoginScreen(page);
    await page.unrouteAll();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a guest a clear message on an order detail instead of the order, or a crash', async () => {
    const { page, errors } = await watchedPage(viewport);
    for (const billId of ['1', 'no-existe']) {
      await page.goto(`${base()}/BuyDetails/${billId}`);
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: 'Detalles de compra', level: 1 }).waitFor();
      await main.getByText('Inicia sesión para ver los detalles de tu compra.').waitFor();
      // The shop's navigation is still there: the page is the shop's, not an error screen.
      await page.getByRole('button', { name: /^Carrito/ }).waitFor();
    }
    await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).click();
    await expectLoginScreen(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends a signed-in shopper from the login screen to the profile; signing out from the user menu makes a guest again', async () => {
    const { page, errors } = await watchedPage(viewport);
    const name = `Guardia ${size}`;
    await page.goto(`${base()}/auth/login`);
    await signIn(page, name, `guardia-${size}@example.mx`);
    await page.waitForURL(`${base()}/profile`);
    await page.getByRole('tabpanel', { name: 'Perfil' }).getByText(name).waitFor();

    await page.goto(`${base()}/auth/login`);
    await page.waitForURL(`${base()}/profile`);
    await page.getByRole('tabpanel', { name: 'Perfil' }).waitFor();
    // Signed in, the guarded pages open (the guard waits for the session instead of bouncing).
    await page.goto(`${base()}/cancel`);
    await page.getByText('Payment Cancelled').waitFor();
    // Someone else's or an unknown order is a message too.
    await page.goto(`${base()}/BuyDetails/999999`);
    await page.getByRole('heading', { name: 'No encontramos esta compra' }).waitFor();

    await page.getByRole('button', { name: `Menú de ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${base()}/`);
    const account = page.getByRole('navigation', { name: 'Tu cuenta' });
    await account.getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    expect(await account.getByRole('button', { name: `Menú de ${name}` }).count()).toBe(0);

    for (const path of GUARDED) {
      await page.goto(`${base()}${path}`);
      await expectLoginScreen(page);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the keyboard alone (desktop)', () => {
  it('goes from the home page to a listing, a product, a size, the cart panel and Pagar, always showing where the focus is', async () => {
    const { page, errors } = await watchedPage(DESKTOP);
    const cartPanel = page.getByRole('dialog', { name: 'Productos en tu carrito' });
    await page.goto(`${base()}/`);
    await page.getByRole('navigation', { name: 'Departamentos' }).waitFor();

    await page.keyboard.press('Tab');
    expect((await expectVisibleFocus(page, 'El primer Tab')).text).toBe('Saltar al contenido');
    await moveFocusTo(page, (now) => now.text === 'BOTAS', 'El departamento BOTAS');
    await expectVisibleFocus(page, 'BOTAS');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/products\/1\?category_id=3$/);
    // The address changes before the listing replaces the home page: wait for the listing's own cards.
    await page.getByRole('heading', { level: 1, name: 'Botas' }).waitFor();
    // Which boot to open is read from the page (reading is not operating it).
    const cards = page.getByRole('region', { name: 'Productos' }).locator('a[href^="/product/"]');
    await expect.poll(() => cards.count()).toBe(24);
    const boot = await cardWithAnotherSize(
      await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')),
    );

    // On the way the focus passes over the filters, which must not filter anything.
    await moveFocusTo(page, (now) => now.href === boot.href, `La tarjeta ${boot.href}`);
    await expectVisibleFocus(page, 'La tarjeta de la bota');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base()}${boot.href}`);
    await page.getByText(/unidades disponibles/).waitFor();

    await moveFocusTo(
      page,
      (now) => now.group?.startsWith('Talla') === true && now.text.startsWith(boot.size),
      `La talla ${boot.size}`,
    );
    await expectVisibleFocus(page, 'La talla');
    await page.keyboard.press('Space');
    await page.waitForURL(new RegExp(`/product/${boot.productId}/(?!${boot.variantId}$)\\d+$`));
    // Choosing a size keeps the focus on it, now pressed, so the shopper goes on from there.
    await expect.poll(async () => (await focused(page)).pressed).toBe('true');
    expect((await focused(page)).text.startsWith(boot.size)).toBe(true);

    await moveFocusTo(page, (now) => now.text === 'AGREGAR AL CARRITO', 'AGREGAR AL CARRITO');
    await expectVisibleFocus(page, 'AGREGAR AL CARRITO');
    await page.keyboard.press('Enter');
    await cartPanel.waitFor();
    await expect.poll(async () => (await focused(page)).dialog).toBe('Productos en tu carrito');
    await expectVisibleFocus(page, 'El carrito abierto');
    // Escape closes the panel and gives the focus back to what opened it.
    await page.keyboard.press('Escape');
    await cartPanel.waitFor({ state: 'detached' });
    expect((await expectVisibleFocus(page, 'Tras cerrar el carrito')).text).toBe('AGREGAR AL CARRITO');

    await moveFocusTo(page, (now) => now.label === 'Carrito: 1 producto', 'El botón del carrito', {
      key: 'Shift+Tab',
    });
    await expectVisibleFocus(page, 'El botón del carrito');
    await page.keyboard.press('Enter');
    await cartPanel.waitFor();
    await expect.poll(async () => (await focused(page)).dialog).toBe('Productos en tu carrito');
    await page.keyboard.press('Escape');
    await cartPanel.waitFor({ state: 'detached' });
    expect((await expectVisibleFocus(page, 'Tras Escape')).label).toBe('Carrito: 1 producto');

    await page.keyboard.press('Enter');
    await cartPanel.waitFor();
    // Tab stays inside the open panel: past Vaciar carrito it comes round to the top, then to Pagar.
    const inCart = { staysIn: 'Productos en tu carrito' };
    await moveFocusTo(page, (now) => now.text === 'Vaciar carrito', 'Vaciar carrito', inCart);
    await moveFocusTo(page, (now) => now.text === 'Pagar', 'Pagar', inCart);
    await expectVisibleFocus(page, 'Pagar');
    await page.keyboard.press('Enter');
    await expectLoginScreen(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
