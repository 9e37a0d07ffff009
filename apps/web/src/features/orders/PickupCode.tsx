import type { OrderPickup } from '@store/contract';
import { useId } from 'react';
import { GroupedCode } from '../../lib/orders/GroupedCode';
import { QrCode } from '../../lib/qr-code';

/**
 * A pick-up order waiting at the counter: the code to show there, in digits to read out and as a QR code
 * to scan, above everything else on the order so it is at hand in the store.
 */
export function PickupCode({ code, qr }: { code: string; qr: NonNullable<OrderPickup['qr']> }) {
  const titleId = useId();
  return (
    <section className="pickup-code" aria-labelledby={titleId}>
      <h2 id={titleId}>Tu pedido está listo para recoger</h2>
      <p>Muestra este código en el mostrador de la tienda:</p>
      <p className="pickup-code-digits">
        <span className="visually-hidden">Código de recogida: </span>
        <GroupedCode value={code} size={3} />
      </p>
      <QrCode code={qr} label={`Código QR de recogida ${code}`} className="pickup-code-qr" />
      <p className="pickup-code-note">
        Quien muestre este código recoge el pedido: compártelo solo con quien vaya por él.
      </p>
    </section>
  );
}

/** The store where a pick-up order waits: address, hours and a map. */
export function PickupStoreFacts({ store }: { store: OrderPickup['store'] }) {
  return (
    <>
      <dl className="order-facts">
        <dt>Tienda</dt>
        <dd>
          {store.name}, {store.address}
        </dd>
        <dt>Horario</dt>
        <dd>{store.hours}</dd>
      </dl>
      <p>
        <a href={store.map_url} target="_blank" rel="noopener noreferrer">
          Ver la tienda en el mapa<span className="visually-hidden"> (abre una pestaña nueva)</span>
        </a>
      </p>
    </>
  );
}
