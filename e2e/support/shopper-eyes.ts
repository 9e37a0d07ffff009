import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What a shopper reads, checked as issue 35's tryouts read it: never blank, never English, errors by their field. */

/** English a Spanish page must not show (error screens, raw values, a forgotten label). */
export const ENGLISH =
  /\b(undefined|null|NaN|Error|Loading|Size|Filters?|Remove|Clear|Sold out|Not found|Failed to fetch)\b/;

/** What a part that could not load says in place of itself (lib/offline/LoadBoundary). */
const PART_FAILED = 'No se pudo cargar esta parte';

/**
 * The page with its heading (level 1 when `level` is not given) is a page a shopper can read: it has
 * text, in Spanish, and every part of it loaded.
 */
export async function expectSpanishPage(page: Page, heading: string | RegExp, level = 1): Promise<void> {
  await page.getByRole('heading', { level, name: heading }).first().waitFor();
  const text = await page.locator('body').innerText();
  expect(text.trim().length, 'la página no está en blanco').toBeGreaterThan(100);
  expect(text).not.toMatch(ENGLISH);
  expect(text).not.toContain(PART_FAILED);
}

/** `field` is marked invalid and names, in `aria-describedby`, a sentence shown right under it. */
export async function expectErrorUnder(field: Locator, sentence: string | RegExp): Promise<void> {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const described = (await field.getAttribute('aria-describedby')) ?? '';
  const note = field.page().locator(`[id="${described.split(' ')[0]}"]`);
  await note.waitFor();
  const said = (await note.textContent()) ?? '';
  if (typeof sentence === 'string') expect(said).toBe(sentence);
  else expect(said).toMatch(sentence);
  // Right under it: the sentence starts below the field's top, within a few lines of its bottom.
  const [box, noteBox] = [await field.boundingBox(), await note.boundingBox()];
  expect(box && noteBox, 'el campo y su error se ven').toBeTruthy();
  if (box && noteBox) {
    expect(noteBox.y).toBeGreaterThan(box.y);
    expect(noteBox.y - (box.y + box.height)).toBeLessThan(80);
  }
}

export type Notice = { kind: string; text: string };

/**
 * Every notice (toast) any page of `context` shows from now on, with its kind ('success', 'warning',
 * 'error', 'info'), kept across page loads: an error said in a notice is an error away from its field.
 */
export async function recordNotices(context: BrowserContext): Promise<Notice[]> {
  const seen: Notice[] = [];
  await context.exposeBinding('__noticeShown', (_source, kind: string, text: string) => {
    seen.push({ kind, text });
  });
  await context.addInitScript(() => {
    const report = (toast: Element) => {
      const kind =
        [...toast.classList].find((name) => name.startsWith('Toastify__toast--'))?.slice(17) ?? 'default';
      (window as unknown as { __noticeShown: (kind: string, text: string) => void }).__noticeShown(
        kind,
        toast.textContent ?? '',
      );
    };
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('.Toastify__toast')) report(node);
          for (const toast of node.querySelectorAll('.Toastify__toast')) report(toast);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return seen;
}
