import { chromium } from 'playwright-core';
const base = 'http://localhost:3112';
const out = '/tmp/i21-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const list = await (await fetch(`${base}/api/products/list?category_id=3&limit=50`)).json();
let found;
for (const { product_id } of list.products) {
  const d = await (await fetch(`${base}/api/products/productItem/${product_id}`)).json();
  for (const c of d.colors) { const s = c.sizes.find((x) => x.stock === 0); if (s && !found) found = { d, c, s }; }
}
const { d, c, s } = found;
const path = `/product/${d.product_id}/${s.variant_id}`;
async function signIn(page, name, email) {
  await page.goto(`${base}/auth/login`);
  await page.getByRole('link', { name: 'Iniciar sesión con Google' }).click();
  await page.waitForURL(/\/dev-idp\/authorize\?/);
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('Correo').fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(`${base}/profile`);
}
for (const [label, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
  const guest = await (await browser.newContext({ viewport })).newPage();
  await guest.goto(`${base}${path}`);
  await guest.getByRole('button', { name: 'Avísame cuando llegue' }).waitFor();
  await guest.getByRole('button', { name: 'Avísame cuando llegue' }).scrollIntoViewIfNeeded();
  await guest.screenshot({ path: `${out}/product-guest-${label}.png` });
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, 'Lupita Holguín', `lupita-${label}@example.mx`);
  await page.goto(`${base}${path}`);
  await page.getByRole('button', { name: 'Avísame cuando llegue' }).click();
  await page.getByText('Te avisaremos cuando llegue').waitFor();
  await page.waitForTimeout(5500);
  await page.getByText('Te avisaremos cuando llegue').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/product-subscribed-${label}.png` });
  await page.goto(`${base}/profile`);
  const mine = page.getByRole('region', { name: 'Mis avisos' });
  await mine.getByRole('link').first().waitFor();
  await mine.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/mis-avisos-${label}.png` });
}
// A second alert for the phone shopper, then staff bring the first size back.
const staff = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
await signIn(staff, 'Dueño', 'dueno@norteno.local');
await staff.goto(`${base}/admin/productos/${d.product_id}`);
await staff.getByLabel(`Existencias ${s.size_name} (${c.color_name})`).fill('3');
await staff.getByRole('button', { name: 'Guardar producto' }).click();
await staff.getByText('Producto guardado').first().waitFor();
for (const [label, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
  const mail = await (await browser.newContext({ viewport })).newPage();
  for (let i = 0; i < 30; i++) {
    await mail.goto(`${base}/dev-mail`);
    if (await mail.getByRole('link', { name: `Ya llegó tu talla: ${d.product_name}` }).count()) break;
    await mail.waitForTimeout(500);
  }
  await mail.getByRole('link', { name: `Ya llegó tu talla: ${d.product_name}` }).first().click();
  await mail.waitForURL(/\/dev-mail\/\d+$/);
  await mail.waitForTimeout(1000);
  await mail.screenshot({ path: `${out}/mail-${label}.png`, fullPage: true });
  const id = mail.url().split('/').pop();
  await mail.goto(`${base}/dev-mail/${id}/html`);
  await mail.screenshot({ path: `${out}/mail-html-${label}.png`, fullPage: true });
}
await browser.close();
console.log('ok', path);
