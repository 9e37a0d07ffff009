import { SALES_REPORT_DAYS, type DashboardResponse, type SoldProduct } from '@store/contract/admin';
import { toCentavos, toPesos } from '@store/money';
import { Link } from 'wouter';
import { formatMoney } from '../../../lib/format';
import { count, formatShortDay, PAYMENT_METHOD_LABEL } from './dashboard-words';
import { SalesChart } from './SalesChart';

type LastDaysReport = DashboardResponse['last_days'];

const ordersText = (orders: number) => `${count.format(orders)} ${orders === 1 ? 'pedido' : 'pedidos'}`;

/** The owner's last 30 days at a glance: sales and orders per day, the top products, how shoppers paid. */
export function LastDays({ report }: { report: LastDaysReport }) {
  const orders = report.days.reduce((sum, day) => sum + day.orders, 0);
  // Added in centavos: pesos with decimals do not add up exactly as floating-point numbers.
  const sales = toPesos(report.days.reduce((sum, day) => sum + toCentavos(day.sales), 0));
  const today = report.days.at(-1);

  return (
    <section className="admin-last-days" aria-labelledby="admin-last-days-title">
      <h2 id="admin-last-days-title">Últimos {SALES_REPORT_DAYS} días</h2>
      {orders === 0 ? (
        <p className="admin-empty">Aún no hay ventas en los últimos {SALES_REPORT_DAYS} días.</p>
      ) : (
        <>
          <p>
            {formatMoney(sales)} con envío en {ordersText(orders)}.
          </p>
          <figure className="admin-chart">
            <figcaption>Ventas con envío y pedidos por día</figcaption>
            <SalesChart
              days={report.days}
              label={
                `Gráfica de ventas con envío y pedidos por día de los últimos ${SALES_REPORT_DAYS} días: ` +
                `${formatMoney(sales)} en ${ordersText(orders)}` +
                (today ? `; hoy, ${formatMoney(today.sales)} en ${count.format(today.orders)}.` : '.') +
                ' Las cifras de cada día están en la tabla que sigue.'
              }
            />
            <details className="admin-chart-table">
              <summary>Ver las cifras de cada día</summary>
              <DaysTable days={report.days} />
            </details>
          </figure>
          <div className="admin-top-products">
            <TopProducts title="Más vendidos por unidades" products={report.top_by_units} />
            <TopProducts title="Más vendidos por importe" products={report.top_by_sales} />
          </div>
          <PaymentMethods methods={report.payment_methods} total={sales} />
        </>
      )}
      <CartReminders reminders={report.cart_reminders} />
    </section>
  );
}

/** 'Tu carrito te espera': reminders sent and the carts that came back, with their money net of refunds. */
function CartReminders({ reminders }: { reminders: LastDaysReport['cart_reminders'] }) {
  return (
    <section className="admin-cart-reminders" aria-labelledby="admin-cart-reminders-title">
      <h3 id="admin-cart-reminders-title">Carritos recuperados</h3>
      <p>
        {reminders.sent === 1
          ? '1 recordatorio enviado'
          : `${count.format(reminders.sent)} recordatorios enviados`}
        {' · '}
        {reminders.recovered === 1
          ? '1 carrito recuperado'
          : `${count.format(reminders.recovered)} carritos recuperados`}
        {' · '}
        {formatMoney(reminders.recovered_sales)} <AmountNote>con envío, neto de reembolsos</AmountNote>
      </p>
    </section>
  );
}

/** 'con envío' / 'sin envío' under an amount's heading: each figure says whether it carries shipping. */
function AmountNote({ children }: { children: string }) {
  return <span className="admin-amount-note">{children}</span>;
}

function DaysTable({ days }: { days: LastDaysReport['days'] }) {
  return (
    <div className="admin-table-scroll">
      <table className="admin-table">
        <caption className="visually-hidden">
          Ventas y pedidos por día, del más reciente al más antiguo
        </caption>
        <thead>
          <tr>
            <th scope="col">Día</th>
            <th scope="col">Pedidos</th>
            <th scope="col">
              Ventas <AmountNote>con envío</AmountNote>
            </th>
          </tr>
        </thead>
        <tbody>
          {/* Newest first: today is what the owner looks for. */}
          {days.toReversed().map((day, index) => (
            <tr key={day.day}>
              <th scope="row">{index === 0 ? `Hoy, ${formatShortDay(day.day)}` : formatShortDay(day.day)}</th>
              <td>{count.format(day.orders)}</td>
              <td>{formatMoney(day.sales)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TopProducts({ title, products }: { title: string; products: SoldProduct[] }) {
  return (
    <section className="admin-top-list" aria-label={title}>
      <h3>{title}</h3>
      <div className="admin-table-scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Producto</th>
              <th scope="col">
                {/* On a phone the short word leaves the product's name room; a screen reader still says the long one. */}
                <span className="admin-long-label">Unidades</span>
                <span className="admin-short-label" aria-hidden="true">
                  Uds.
                </span>
              </th>
              <th scope="col">
                {/* A product's pesos are its lines'; shipping is the order's. */}
                Importe <AmountNote>sin envío</AmountNote>
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((product, index) => (
              <tr key={product.product_id}>
                <td>{index + 1}</td>
                <td>
                  <Link href={`/productos/${product.product_id}`}>{product.product_name}</Link>
                </td>
                <td>{count.format(product.units)}</td>
                <td>{formatMoney(product.sales)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function PaymentMethods({ methods, total }: { methods: LastDaysReport['payment_methods']; total: number }) {
  const percent = new Intl.NumberFormat('es-MX', { style: 'percent', maximumFractionDigits: 0 });
  return (
    <section className="admin-payment-methods" aria-labelledby="admin-payment-methods-title">
      <h3 id="admin-payment-methods-title">Formas de pago</h3>
      <div className="admin-table-scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Forma de pago</th>
              <th scope="col">Pedidos</th>
              <th scope="col">
                Importe <AmountNote>con envío</AmountNote>
              </th>
              <th scope="col">Parte</th>
            </tr>
          </thead>
          <tbody>
            {methods.map((method) => {
              const share = total > 0 ? method.sales / total : 0;
              return (
                <tr key={method.method}>
                  <th scope="row">{PAYMENT_METHOD_LABEL[method.method]}</th>
                  <td>{count.format(method.orders)}</td>
                  <td>{formatMoney(method.sales)}</td>
                  <td>
                    <span className="admin-share">
                      <span
                        className="admin-share-bar"
                        style={{ width: `${share * 100}%` }}
                        aria-hidden="true"
                      />
                      <span>{percent.format(share)}</span>
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
