import { SHOP_NAME, STORE_ADDRESS } from '@store/contract';
import { Link } from 'wouter';
import { STORE_CITY_LINE } from './store-contact';

/*
 * Facts that several information pages repeat. Each is written once here so the terms, the returns
 * page and the sales model can never disagree.
 */

export function StoreAddress() {
  return (
    <address className="info-address">
      {SHOP_NAME}
      <br />
      {STORE_ADDRESS.street}
      <br />
      {STORE_CITY_LINE}, México
    </address>
  );
}

/** The ways to pay that the checkout really offers: cards (with meses sin intereses), OXXO and SPEI. */
export function PaymentMethodsList() {
  return (
    <ul>
      <li>
        <strong>Tarjeta de crédito o débito:</strong> Visa, Mastercard y American Express. Con tarjetas de
        crédito participantes puedes pagar a meses sin intereses.
      </li>
      <li>
        <strong>Efectivo en OXXO:</strong> al terminar tu compra recibes una ficha con una referencia; págala
        en cualquier OXXO en un plazo de 3 días.
      </li>
      <li>
        <strong>Transferencia SPEI</strong> desde la app o la banca en línea de tu banco, a la CLABE que te
        damos al terminar tu compra, en el mismo plazo.
      </li>
    </ul>
  );
}

/** What happens to an order paid in cash or by transfer while the money is on its way. */
export function DelayedPaymentHold() {
  return (
    <p>
      Si pagas en OXXO o por SPEI, apartamos tus artículos hasta la fecha límite de pago que te damos; si el
      pago no llega a tiempo, el pedido queda sin efecto y los artículos vuelven a estar a la venta.
    </p>
  );
}

export function HalfPriceConditions() {
  return (
    <ul>
      <li>
        Al comprar dos artículos, el segundo tiene <strong>50 % de descuento</strong>.
      </li>
      <li>
        El descuento se aplica siempre al artículo de <strong>precio igual o menor</strong>; el de mayor
        precio se paga completo.
      </li>
      <li>
        <strong>Una promoción por compra:</strong> el descuento se aplica a un par de artículos por pedido.
      </li>
      <li>
        <strong>No es acumulable</strong> con otros descuentos ni se aplica a artículos que ya tienen precio
        rebajado.
      </li>
      <li>
        Los precios están en pesos mexicanos (MXN) con IVA incluido; el 50 % se calcula sobre ese precio.
      </li>
      <li>
        Si devuelves uno de los dos artículos, la promoción deja de aplicar: te reembolsamos la diferencia
        entre lo que pagaste y el precio normal del artículo que conservas. Más detalles en{' '}
        <Link to="/Devoluciones">devoluciones y reembolsos</Link>.
      </li>
    </ul>
  );
}
