import { Counter, Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client';
import { soldOutVariantCount } from '../catalog';
import { stampingBacklog } from '../invoices';
import { ledgerTotals } from '../ledger';
import { failedMessageCount } from '../mail';
import { orderCounts, ordersAwaitingShipment } from '../orders';
import { oncePerScrape } from './once-per-scrape';

/**
 * The shop's business figures, read from the database at each scrape through each module's entry
 * (decision 055). Orders, revenue and refunds are counters whose value is the table's own total: the truth
 * whichever process placed the order, surviving any restart, and never counted twice. The rest are what
 * waits now. All of them are asked of one process only (marked `first`).
 */
export function registerShopGauges(registry: Registry, db: Database): void {
  const orders = oncePerScrape(() => orderCounts(db));
  const ledger = oncePerScrape(() => ledgerTotals(db));
  const invoices = oncePerScrape(() => stampingBacklog(db));

  /** A counter per payment method whose value is a table's own total, read once per scrape. */
  const totalsByMethod = <Row extends { method: string }>(
    name: string,
    help: string,
    rows: () => Promise<Row[]>,
    figure: (row: Row) => number,
  ) =>
    new Counter({
      name,
      help,
      labelNames: ['method'] as const,
      registers: [registry],
      aggregator: 'first',
      async collect() {
        const read = await rows();
        // The total is the table's: a counter set to it rather than stepped (a reset, then the figure).
        this.reset();
        for (const row of read) this.inc({ method: row.method }, figure(row));
      },
    });
  const orderCounter = (name: string, help: string, figure: 'created' | 'paid' | 'cancelled') =>
    totalsByMethod(name, help, orders, (row) => row[figure]);
  orderCounter(
    'shop_orders_created_total',
    'Pedidos hechos, por forma de pago (card, oxxo, spei)',
    'created',
  );
  orderCounter('shop_orders_paid_total', 'Pedidos pagados, por forma de pago', 'paid');
  orderCounter('shop_orders_cancelled_total', 'Pedidos cancelados, por forma de pago', 'cancelled');

  const moneyCounter = (name: string, help: string, figure: 'chargedCents' | 'refundedCents') =>
    totalsByMethod(name, help, ledger, (row) => row[figure]);
  moneyCounter(
    'shop_revenue_centavos_total',
    'Centavos cobrados según el libro de movimientos, por forma de pago',
    'chargedCents',
  );
  moneyCounter(
    'shop_refunds_centavos_total',
    'Centavos devueltos (reembolsos que se completaron), por forma de pago',
    'refundedCents',
  );

  const gauge = (name: string, help: string, read: () => Promise<number>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      aggregator: 'first',
      async collect() {
        this.set(await read());
      },
    });
  gauge('shop_orders_awaiting_shipment', 'Pedidos pagados que esperan ser enviados', () =>
    ordersAwaitingShipment(db),
  );
  // Given up after every retry: stays counted until someone sends it again, so an alert cannot miss it.
  gauge('mail_outbox_failed_messages', 'Correos que no salieron tras todos sus reintentos', () =>
    failedMessageCount(db),
  );
  gauge(
    'invoice_stamping_pending',
    'Facturas y notas de crédito en camino al SAT',
    async () => (await invoices()).pending,
  );
  gauge(
    'invoice_stamping_failed',
    'Facturas y notas de crédito cuyo timbrado falló y esperan a alguien',
    async () => (await invoices()).failed,
  );
  gauge('catalog_sold_out_sizes', 'Tallas (variantes) de productos a la venta sin ninguna unidad', () =>
    soldOutVariantCount(db),
  );
}
