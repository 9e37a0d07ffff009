import type { FastifyInstance } from 'fastify';

/**
 * Runs `round` every `everyMs` while the app is open: the first once it is ready (tests that only inject
 * requests get theirs too), each next one after the last ends, so two never overlap. A failed round is
 * logged with `failureText` and the next one tries again. Closing waits for the round under way, and
 * `afterLastRound` (e.g. closing the SMTP connection) runs once it has ended.
 */
export function pollWhileOpen(
  app: FastifyInstance,
  everyMs: number,
  round: () => Promise<unknown>,
  failureText: string,
  afterLastRound: () => void = () => undefined,
): void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round()
        .then(() => undefined)
        .catch((error: unknown) => app.log.warn({ err: error }, failureText))
        .finally(next);
    }, everyMs);
    timer.unref();
  };
  app.addHook('onReady', async () => next());
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    afterLastRound();
  });
}
