import { idParam, SHOP_NAME } from '@store/contract';
import type { AdminPackingSlip } from '@store/contract/admin';
import { useId } from 'react';
import { Link, useParams } from 'wouter';
import { formatPhone } from '../../../lib/account/phone';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { AdminLoadError } from '../AdminLoadError';
import { usePackingSlip } from './api/packing';
import { formatDate } from '../../../lib/dates';
import { PrintBar, QrCode } from './paper';
import './packing.css';

const orderIdParam = idParam('orderId');

/** The directions the shopper wrote end the stored address ("…, Chihuahua. Indicaciones: …"). */
const DIRECTIONS = '. Indicaciones: ';

/** `/admin/pedidos/:orderId/empaque`: the order's packing slip, to print and put in the box. */
export function PackingSlipPage() {
  const { orderId } = useParams();
  const parsed = orderIdParam.safeParse(orderId ?? '');
  const id = parsed.success ? parsed.data : null;
  const slip = usePackingSlip(id);
  usePageTitle(id === null ? 'Hoja de empaque' : `Hoja de empaque del pedido ${id}`);

  if (id === null || (slip.error instanceof ApiError && slip.error.status === 404)) {
    return (
      <div className="admin-message">
        <h1>No encontramos este pedido</h1>
        <p>
          <Link href="/pedidos">Volver a Pedidos</Link>
        </p>
      </div>
    );
  }
  if (slip.isError) {
    return (
      <AdminLoadError message="No pudimos cargar la hoja de empaque." onRetry={() => void slip.refetch()} />
    );
  }
  if (!slip.data) return <p role="status">Cargando hoja de empaque...</p>;
  return <PackingSlip slip={slip.data} />;
}

function PackingSlip({ slip }: { slip: AdminPackingSlip }) {
  const titleId = useId();
  const addressId = useId();
  const linesId = useId();
  const cut = slip.shipping_address.indexOf(DIRECTIONS);
  const address = cut === -1 ? slip.shipping_address : slip.shipping_address.slice(0, cut);
  const directions = cut === -1 ? null : slip.shipping_address.slice(cut + DIRECTIONS.length);
  const pieces = slip.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <article className="packing-sheet" aria-labelledby={titleId}>
      <PrintBar>
        <Link href={`/pedidos/${slip.bill_id}`}>← Pedido {slip.bill_id}</Link>
      </PrintBar>
      <header className="packing-head">
        <div>
          <p className="packing-shop">{SHOP_NAME}</p>
          <h1 id={titleId}>Hoja de empaque · Pedido #{slip.bill_id}</h1>
          <p className="packing-meta">
            Referencia {slip.reference} ·{' '}
            <time dateTime={slip.created_at}>{formatDate(slip.created_at)}</time>
          </p>
        </div>
        <figure className="packing-qr">
          <QrCode code={slip.qr} label={`Código QR de la página del pedido #${slip.bill_id}`} />
          <figcaption>Escanea para ver tu pedido</figcaption>
        </figure>
      </header>

      <section className="packing-block" aria-labelledby={addressId}>
        <h2 id={addressId}>{slip.fulfilment === 'pickup' ? 'Recoger en tienda' : 'Enviar a'}</h2>
        <address className="packing-address">
          <strong>{slip.recipient.name}</strong>
          {slip.fulfilment === 'pickup' ? null : (
            <>
              <br />
              {address}
            </>
          )}
          {directions ? (
            <>
              <br />
              Indicaciones: {directions}
            </>
          ) : null}
          <br />
          Tel. {slip.recipient.phone_number ? formatPhone(slip.recipient.phone_number) : 'sin teléfono'}
        </address>
        {slip.fulfilment === 'pickup' ? (
          <p>Se queda en el mostrador: se entrega al cliente con su código de recogida.</p>
        ) : null}
        {slip.carrier ? (
          <p className="packing-carrier">
            Paquetería:{' '}
            <strong>
              {slip.shipping_choice
                ? `${slip.shipping_choice.carrier} ${slip.shipping_choice.service}`
                : slip.carrier.name}
            </strong>
            {slip.carrier.tracking_number ? ` · Guía ${slip.carrier.tracking_number}` : null}
            {slip.shipping_choice ? ` · ${slip.shipping_choice.arrives_text}` : null}
          </p>
        ) : null}
      </section>

      <section className="packing-block" aria-labelledby={linesId}>
        <h2 id={linesId}>Contenido de la caja</h2>
        <table className="packing-table">
          <thead>
            <tr>
              <th scope="col">Producto</th>
              <th scope="col">Color</th>
              <th scope="col">Talla</th>
              <th scope="col">SKU</th>
              <th scope="col" className="packing-number">
                Cantidad
              </th>
            </tr>
          </thead>
          <tbody>
            {slip.lines.map((line, index) => (
              <tr key={`${index}-${line.sku ?? line.product_name}`}>
                <td className="packing-product">{line.product_name}</td>
                <td data-label="Color">{line.color_name}</td>
                <td data-label="Talla">{line.size_name}</td>
                <td className="packing-sku" data-label="SKU">
                  {line.sku ?? '—'}
                </td>
                <td className="packing-number" data-label="Cantidad">
                  {line.quantity}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                Total de piezas
              </th>
              <td className="packing-number">{pieces}</td>
            </tr>
          </tfoot>
        </table>
      </section>
      <p className="packing-thanks">Gracias por comprar en {SHOP_NAME}.</p>
    </article>
  );
}
