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

/**
 * Waits until the store's outbox has nothing left to send (its /metrics gauge, read from this machine), so a
 * test can say an e-mail did not go out: a message is queued in the transaction of the change that causes
 * it, so once that change has answered and the outbox is empty, whatever it caused is in the mailbox.
 */
export async function outboxEmptied(base: string): Promise<void> {
  await expect
    .poll(async () => {
      const text = await (await fetch(`${base}/metrics`)).text();
      return /^mail_outbox_pending_messages (\d+)$/m.exec(text)?.[1];
    })
    .toBe('0');
}
