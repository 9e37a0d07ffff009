import { SHOP_NAME, STORE_ADDRESS } from '@store/contract';
import { Link } from 'wouter';
import { InfoPage } from './info-page';
import { STORE_CITY_LINE, STORE_PHONE_HREF } from './store-contact';
import { DelayedPaymentHold, HalfPriceConditions, PaymentMethodsList } from './store-facts';

export function TerminosPage() {
  return (
    <InfoPage path="/Terminos">
      <p>
        Estos términos aplican a las compras en la tienda en línea de {SHOP_NAME}, con tienda física en{' '}
        {STORE_ADDRESS.street}, {STORE_CITY_LINE}. Al hacer un pedido aceptas estas condiciones; te pedimos
        leerlas antes de comprar.
      </p>

      <h2>1. Productos</h2>
      <ul>
        <li>Todos nuestros productos son 100 % originales y nuevos, traídos de Estados Unidos.</li>
        <li>
          Las fotografías muestran el producto lo más fielmente posible; el color puede variar ligeramente
          según tu pantalla.
        </li>
        <li>
          Revisa la talla y el color antes de pagar. Si tienes dudas, <Link to="/Contact">contáctanos</Link>{' '}
          antes de comprar.
        </li>
      </ul>

      <h2>2. Precios</h2>
      <ul>
        <li>
          Todos los precios están en <strong>pesos mexicanos (MXN) e incluyen IVA</strong>.
        </li>
        <li>El costo de envío se muestra por separado antes de que pagues.</li>
        <li>
          Los precios pueden cambiar sin previo aviso, pero respetamos el precio que aparecía cuando hiciste
          tu pedido.
        </li>
      </ul>

      <h2>3. Existencias</h2>
      <p>
        Agregar un artículo al carrito no lo aparta. Antes de pagar revisamos que haya existencia; si un
        artículo se agota, te lo indicamos para que lo quites o ajustes la cantidad. Si por un error de
        inventario no pudiéramos surtir un artículo ya pagado, te avisamos y te reembolsamos su importe
        completo.
      </p>

      <h2>4. Formas de pago</h2>
      <PaymentMethodsList />
      <DelayedPaymentHold />
      <p>Tu pedido se procesa una vez que el pago queda confirmado.</p>

      <h2>5. Envíos</h2>
      <ul>
        <li>
          Enviamos a domicilios en todo México. El envío tarda de <strong>1 a 6 días hábiles</strong> según el
          estado: de 1 a 2 en Chihuahua, de 2 a 4 en los estados del norte y de 3 a 6 en el resto. Antes de
          pagar te decimos cuánto tarda a tu dirección.
        </li>
        <li>
          Los datos de contacto y la dirección de envío no se pueden cambiar una vez hecha la compra;
          revísalos antes de pagar.
        </li>
        <li>
          Cuando tu pedido sale, en <Link to="/profile#orders">Mis compras</Link> encuentras el número de guía
          para rastrearlo.
        </li>
      </ul>

      <h2>6. Devoluciones y reembolsos</h2>
      <p>
        Puedes solicitar una devolución dentro de los <strong>15 días naturales</strong> siguientes a que
        recibas tu pedido. Una vez recibido y revisado el artículo, hacemos el reembolso o el cambio en un
        máximo de <strong>10 días hábiles</strong>. Los requisitos y el proceso completo están en{' '}
        <Link to="/Devoluciones">devoluciones y reembolsos</Link>.
      </p>

      <h2>7. Garantía</h2>
      <p>
        Los productos textiles tienen <strong>30 días de garantía</strong> a partir de que los recibes, contra
        defectos de fabricación. La garantía no cubre el desgaste normal ni los daños por lavado o uso
        indebido.
      </p>

      <h2>8. Promoción: segundo artículo a mitad de precio</h2>
      <HalfPriceConditions />

      <h2>9. Cuenta y datos personales</h2>
      <ul>
        <li>Para comprar necesitas iniciar sesión. Eres responsable de mantener tu cuenta segura.</li>
        <li>
          Usamos tu nombre, correo, teléfono y direcciones solo para procesar tus pedidos, enviarlos y
          atenderte. Los detalles están en el <Link to="/aviso-de-privacidad">aviso de privacidad</Link>.
        </li>
        <li>
          Los pagos con tarjeta se procesan en la página segura del proveedor de pagos; nosotros no guardamos
          el número completo de tu tarjeta.
        </li>
      </ul>

      <h2>10. Contacto</h2>
      <p>
        Para cualquier duda sobre estos términos escríbenos a{' '}
        <a href={`mailto:${STORE_ADDRESS.email}`}>{STORE_ADDRESS.email}</a> o llámanos al{' '}
        <a href={STORE_PHONE_HREF}>{STORE_ADDRESS.phone}</a>, {STORE_ADDRESS.hours.toLowerCase()}.
      </p>
    </InfoPage>
  );
}
