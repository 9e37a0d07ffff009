import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export type Delivery = { body: string; headers: IncomingHttpHeaders };
export type WebhookCapture = { url: string; deliveries: Delivery[]; close: () => Promise<void> };

/**
 * Stands in for the shop's webhook endpoint so a test can hold deliveries and replay them at will. The
 * first delivery is answered with `firstStatus` (a 500 makes the sender retry), the rest with 200.
 */
export async function captureWebhooks(firstStatus = 200): Promise<WebhookCapture> {
  const deliveries: Delivery[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      deliveries.push({ body, headers: request.headers });
      response.statusCode = deliveries.length === 1 ? firstStatus : 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('sin puerto');
  return {
    url: `http://127.0.0.1:${address.port}/webhook`,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Hands a captured delivery to a shop's webhook endpoint, byte for byte, as the provider's retry would. */
export function redeliver(delivery: Delivery, shopUrl: string): Promise<Response> {
  return fetch(`${shopUrl}/api/payments/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': String(delivery.headers['stripe-signature']),
    },
    body: delivery.body,
  });
}
