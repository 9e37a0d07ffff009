import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The metrics this process counts as it works, whichever app they happen in: requests, checkouts, webhook
 * lag and statement times. Each process has its own; with several processes the primary adds them up at
 * each scrape (decision 055). The gauges read from the database on a scrape live with each app.
 */
export const processRegistry = new Registry();

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Tiempo de respuesta por ruta (su patrón, no la URL), método y clase de estado; _count cuenta las peticiones',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

export const checkoutsStarted = new Counter({
  name: 'checkouts_started_total',
  help: 'Pagos iniciados: sesiones de pago creadas con sus unidades apartadas (la forma de pago se elige después)',
  registers: [processRegistry],
});

export const checkoutsEnded = new Counter({
  name: 'checkouts_ended_total',
  help: 'Sesiones de pago terminadas: paid, expired o failed, por forma de pago (none si no se eligió)',
  labelNames: ['outcome', 'method'] as const,
  registers: [processRegistry],
});

export const whatsappMessages = new Counter({
  name: 'whatsapp_messages_total',
  help: 'Mensajes de WhatsApp que la tienda intentó enviar: sent (Meta los aceptó), retry (se reintentarán) o given_up (no saldrán)',
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});

export const whatsappStatuses = new Counter({
  name: 'whatsapp_delivery_statuses_total',
  help: 'Estados de entrega que Meta avisó por el webhook: sent, delivered, read o failed',
  labelNames: ['status'] as const,
  registers: [processRegistry],
});

export const webhookLag = new Histogram({
  name: 'payment_webhook_lag_seconds',
  help: 'Segundos entre que el proveedor de pagos escribió un evento (created) y que la tienda lo procesó',
  buckets: [1, 2, 5, 10, 30, 60, 300, 900, 3600, 21_600, 86_400],
  registers: [processRegistry],
});

export const queryDuration = new Histogram({
  name: 'db_query_duration_seconds',
  help: 'Duración de cada sentencia SQL en el controlador (sin la espera por una conexión)',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [processRegistry],
});

let collectingDefaults = false;

/** Node's own process metrics (CPU, memory, event loop, handles), started once per process. */
export function collectProcessDefaults(): void {
  if (collectingDefaults) return;
  collectingDefaults = true;
  collectDefaultMetrics({ register: processRegistry });
}
