import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../http/errors';

// Fastify reaps idle keep-alive connections once, when closing starts. A connection whose request was
// still in flight turns idle only after its answer, and would keep the process open until the client
// hung up; it is reaped this often until the server has closed.
const REAP_IDLE_EVERY_MS = 200;

/**
 * Once the server is closing (SIGTERM), requests already being handled are answered, and any new one on
 * a kept-alive connection gets 503 in Spanish with `Connection: close`, so a load balancer sends it
 * elsewhere.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  let reaper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    reaper = setInterval(() => app.server.closeIdleConnections(), REAP_IDLE_EVERY_MS);
  });
  app.addHook('onClose', async () => clearInterval(reaper));
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .send({ error: MESSAGES.unavailable });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
