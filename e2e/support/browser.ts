import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium, driven by Playwright; nothing is downloaded. `.ci/run` installs it with apt. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`No se encontró Chromium en ${CHROMIUM}: instálalo con "apt-get install -y chromium".`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export type Viewport = { width: number; height: number };

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

/**
 * A page in a browser context of its own: a new shopper's cookies and storage, in a context that
 * axe-core may open pages in (outside legacy mode it refuses pages made by `browser.newPage()`).
 * Close it with `page.context().close()`.
 */
export async function newShopperPage(browser: Browser, viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}
