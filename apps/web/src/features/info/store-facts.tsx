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

export function PaymentMethodsList() {
  return (
    <ul>
      <li>
        <strong>Tarjeta de crédito o débito:</strong> Visa, Mastercard y American Express.
      </li>
      <li>
        <strong>Transferencia SPEI</strong> desde la banca en línea o la app de tu banco.
      </li>
      <li>
        <strong>PayPal</strong>, con tu saldo o con las tarjetas que tengas registradas en tu cuenta.
      </li>
      <li>
        <strong>Pago en efectivo en OXXO:</strong> próximamente.
      </li>
    </ul>
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
