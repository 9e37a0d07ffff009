import { Link } from 'wouter';
import { InfoPage } from './info-page';
import { DelayedPaymentHold, HalfPriceConditions, PaymentMethodsList } from './store-facts';

export function ModeloVentaPage() {
  return (
    <InfoPage path="/ModeloVenta">
      <p>
        Así trabajamos: compramos en Estados Unidos, traemos la mercancía a Chihuahua y te la vendemos en
        pesos, en línea o en nuestra tienda, con envío a todo México.
      </p>

      <h2>Importamos de Estados Unidos</h2>
      <p>
        Elegimos cada surtido pensando en el norte de México: botas para el trabajo y para el baile, sombreros
        para cada temporada, mezclilla y camisas vaqueras, ropa de trabajo y accesorios. Nosotros nos
        encargamos de la compra, el traslado y la importación; tú no tienes que cruzar ni hacer trámites.
      </p>

      <h2>100 % originales y nuevos</h2>
      <p>
        Todo lo que vendemos es original y nuevo, de las{' '}
        <Link to="/MarcasFrecuentes">marcas que manejamos</Link>. No vendemos réplicas ni artículos usados.
      </p>

      <h2>Precios claros</h2>
      <ul>
        <li>Todos los precios están en pesos mexicanos (MXN) con IVA incluido.</li>
        <li>El costo de envío lo ves antes de pagar.</li>
        <li>No pagas impuestos de importación ni cargos extra al recibir tu pedido.</li>
      </ul>

      <h2>Cómo comprar en línea</h2>
      <ol className="info-steps">
        <li>
          Busca tu producto por departamento, por marca o con el buscador, y abre su página para ver fotos,
          precio y existencias.
        </li>
        <li>Elige color, talla y cantidad, y agrégalo al carrito.</li>
        <li>
          <Link to="/auth/login">Inicia sesión</Link>, agrega tu teléfono y la dirección de envío.
        </li>
        <li>Revisa tu pedido y paga con el medio que prefieras.</li>
        <li>
          Sigue tu pedido en <Link to="/profile#orders">Mis compras</Link>: ahí ves su estado y el número de
          guía cuando sale.
        </li>
      </ol>

      <h2>Envíos a todo México</h2>
      <p>
        Enviamos a domicilios en todo el país. El envío tarda de 1 a 6 días hábiles según el estado, y antes
        de pagar te decimos cuánto a tu dirección. Si estás en Chihuahua, también puedes comprar directamente
        en <Link to="/Locacion">nuestra tienda física</Link>.
      </p>

      <h2>Formas de pago</h2>
      <PaymentMethodsList />
      <DelayedPaymentHold />

      <h2>Segundo artículo a mitad de precio</h2>
      <HalfPriceConditions />

      <h2>Después de tu compra</h2>
      <ul>
        <li>
          Tienes 15 días naturales para devolver o cambiar un artículo, y te hacemos el reembolso o el cambio
          en un máximo de 10 días hábiles.
        </li>
        <li>La ropa y demás productos textiles tienen 30 días de garantía contra defectos de fabricación.</li>
      </ul>
      <p>
        Conoce el proceso en <Link to="/Devoluciones">devoluciones y reembolsos</Link> y las condiciones
        completas en los <Link to="/Terminos">términos y condiciones</Link>.
      </p>
    </InfoPage>
  );
}
