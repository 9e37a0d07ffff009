/**
 * How long a test waits, with `vi.waitFor`, for what the shop does on its own (a webhook, the outbox's
 * sender): asked every 50 ms, within a test's own time. A busy CI machine takes
 * seconds; a fixed count of short tries was a flake.
 */
export const PATIENT_WAIT = { timeout: 15_000, interval: 50 };
