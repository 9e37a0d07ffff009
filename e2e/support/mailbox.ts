import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Opens the store's /dev-mail (at `base`) until the message with that subject is listed. */
export async function mailArrives(page: Page, base: string, subject: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto(`${base}/dev-mail`);
        return page.getByRole('link', { name: subject, exact: true }).count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
}
