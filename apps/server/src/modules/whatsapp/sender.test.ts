import Fastify, { type FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { freePort } from '../../test/shop-server';
import { queueOutboxMessage, RETRY_DELAYS_MS } from '../mail';
import { sendDueWhatsApp, type WhatsAppSenderDependencies } from './sender';

/**
 * The outbox's WhatsApp sender against a scripted Graph API: each request is answered with the next
 * scripted answer (Meta's success, or one of its refusals), so a test says exactly what Meta does.
 */
type Scripted = { status: number; body: unknown; delayMs?: number };

let database: DatabaseHandle;
let meta: FastifyInstance;
let script: Scripted[] = [];
let requests: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
const warnings: Record<string, unknown>[] = [];
let deps: WhatsAppSenderDependencies;
let wamids = 0;

const accepted = (): Scripted => {
  wamids += 1;
  return {
    status: 200,
    body: {
      messaging_product: 'whatsapp',
      contacts: [{ input: '526145550199', wa_id: '526145550199' }],
      messages: [{ id: `wamid.prueba${wamids}`, message_status: 'accepted' }],
    },
  };
};
const refusal = (status: number, code: number, message: string): Scripted => ({
  status,
  body: { error: { message, type: 'OAuthException', code, fbtrace_id: 'Az8or2yhqkZfEZ-_4Qn_Bam' } },
});

const log = {
  warn: (details: Record<string, unknown>) => warnings.push(details),
  info: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  fatal: () => undefined,
  child: () => log,
  level: 'warn',
  silent: () => undefined,
} as unknown as WhatsAppSenderDependencies['log'];

beforeAll(async () => {
  database = await createTestDatabase();
  meta = Fastify();
  meta.post('/v23.0/:phoneNumberId/messages', async (request, reply) => {
    requests.push({
      path: request.url,
      auth: request.headers.authorization,
      body: request.body as Record<string, unknown>,
    });
    const next = script.shift() ?? accepted();
    if (next.delayMs) await new Promise((resolve) => setTimeout(resolve, next.delayMs));
    return reply.status(next.status).send(next.body);
  });
  const port = await freePort();
  await meta.listen({ port, host: '127.0.0.1' });
  deps = {
    db: database.db,
    api: {
      graphUrl: `http://127.0.0.1:${port}/v23.0`,
      token: 'EAAprueba0000000000000000',
      phoneNumberId: '1234567890',
    },
    publicUrl: 'https://tienda.test',
    log,
  };
});

afterAll(async () => {
  await meta?.close();
  await database?.close();
});

beforeEach(async () => {
  script = [];
  requests = [];
  warnings.length = 0;
  await database.db.delete(outboxMessages);
});

let keys = 0;
async function queueReceived(orderNumber = 42) {
  keys += 1;
  const key = `order:${orderNumber}:received:${keys}:whatsapp`;
  await queueOutboxMessage(database.db, {
    channel: 'whatsapp',
    key,
    kind: 'pedido_recibido',
    recipient: '6145550199',
    subject: 'WhatsApp · Pedido recibido',
    payload: { type: 'template', news: { template: 'pedido_recibido', orderNumber, totalCents: 1_899_00 } },
  });
  return key;
}

const rowOf = async (key: string) => {
  const [row] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.key, key));
  if (!row) throw new Error('sin mensaje');
  return row;
};

describe("the outbox's WhatsApp sender", () => {
  it("sends a template as Meta's messages call takes it, once, and keeps WhatsApp's id", async () => {
    const key = await queueReceived(42);
    expect(await sendDueWhatsApp(deps)).toBe(1);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.path).toBe('/v23.0/1234567890/messages');
    expect(requests[0]?.auth).toBe('Bearer EAAprueba0000000000000000');
    expect(requests[0]?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '526145550199',
      type: 'template',
      template: {
        name: 'pedido_recibido',
        language: { code: 'es_MX' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: '42' },
              { type: 'text', text: '$1,899.00' },
              { type: 'text', text: 'https://tienda.test/BuyDetails/42' },
            ],
          },
        ],
      },
    });
    const row = await rowOf(key);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: `wamid.prueba${wamids}` });

    // Never twice: later rounds find nothing, and the same cause queues nothing more.
    const later = new Date(Date.now() + 24 * 60 * 60_000);
    expect(await sendDueWhatsApp(deps, later)).toBe(0);
    expect(
      await queueOutboxMessage(database.db, {
        channel: 'whatsapp',
        key,
        kind: 'pedido_recibido',
        recipient: '6145550199',
        subject: 'WhatsApp · Pedido recibido',
        payload: {},
      }),
    ).toBe(false);
    expect(await sendDueWhatsApp(deps, later)).toBe(0);
    expect(requests).toHaveLength(1);
  });

  it('is sent by one sender when several processes look at once', async () => {
    await queueReceived(43);
    script = [{ ...accepted(), delayMs: 200 }];
    const rounds = await Promise.all([sendDueWhatsApp(deps), sendDueWhatsApp(deps), sendDueWhatsApp(deps)]);
    expect(rounds.reduce((sum, sent) => sum + sent, 0)).toBe(1);
    expect(requests).toHaveLength(1);
  });

  it('sends a message queued within the same millisecond as the round that looks for it', async () => {
    // The database keeps microseconds and a JavaScript date only milliseconds: a message stamped
    // 12:00:00.123456 is due for a round at 12:00:00.123 (the CI once found all three rounds above idle).
    const key = await queueReceived(46);
    const stamped = new Date('2026-12-03T12:00:00.123Z');
    await database.db.execute(
      sql`UPDATE outbox_messages SET next_attempt_at = '2026-12-03T12:00:00.123456Z' WHERE key = ${key}`,
    );
    expect(await sendDueWhatsApp(deps, stamped)).toBe(1);
    expect(await rowOf(key)).toMatchObject({ status: 'sent' });
  });

  it("waits out Meta's rate limit (130429) and tries again, then sends", async () => {
    const key = await queueReceived(44);
    script = [refusal(400, 130429, '(#130429) Rate limit hit')];
    const now = new Date();
    expect(await sendDueWhatsApp(deps, now)).toBe(0);
    const waiting = await rowOf(key);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toContain('130429');
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(now.getTime() + RETRY_DELAYS_MS[0]!);
    expect(warnings.some((warning) => warning.code === 130429)).toBe(true);

    // Not before its time…
    expect(await sendDueWhatsApp(deps, new Date(now.getTime() + 30_000))).toBe(0);
    expect(requests).toHaveLength(1);
    // …then once.
    expect(await sendDueWhatsApp(deps, new Date(waiting.nextAttemptAt.getTime() + 1))).toBe(1);
    expect(await rowOf(key)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(requests).toHaveLength(2);
  });

  it('retries with growing waits while Meta is down, and gives up after the last try', async () => {
    const key = await queueReceived(45);
    let at = new Date();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= RETRY_DELAYS_MS.length + 1; attempt += 1) {
      script = [{ status: 503, body: { error: { message: 'Service temporarily unavailable', code: 2 } } }];
      expect(await sendDueWhatsApp(deps, at)).toBe(0);
      const row = await rowOf(key);
      if (row.status === 'failed') break;
      waits.push(row.nextAttemptAt.getTime() - at.getTime());
      at = new Date(row.nextAttemptAt.getTime() + 1);
    }
    expect(waits).toEqual(RETRY_DELAYS_MS);
    expect(await rowOf(key)).toMatchObject({ status: 'failed', attempts: RETRY_DELAYS_MS.length + 1 });
  });

  it('gives up at once, and logs it, what trying again cannot mend (131047 outside the 24-hour window)', async () => {
    const key = await queueReceived(46);
    script = [refusal(400, 131047, '(#131047) Re-engagement message')];
    expect(await sendDueWhatsApp(deps)).toBe(0);
    const row = await rowOf(key);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toBe('WhatsApp 131047: (#131047) Re-engagement message');
    expect(warnings.some((warning) => warning.code === 131047)).toBe(true);
  });
});
