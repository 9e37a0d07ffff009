import { OFFERS_CONSENT_TEXT, SHOP_NAME, STORE_ADDRESS } from '@store/contract';
import { Link } from 'wouter';
import { STORE_PHONE_HREF } from '../../lib/store-links';
import { InfoPage } from './info-page';
import { mailtoHref } from './store-contact';
import { StoreAddress } from './store-facts';

/** Changing the notice means changing this date too: section 7 promises to say when it changed. */
const LAST_UPDATED = '3 de diciembre de 2026';

/**
 * The aviso de privacidad integral the LFPDPPP asks for, in the shop's own words: who is responsible, what
 * is collected, what for (necessary and optional), who else receives it, ARCO rights, cookies and changes.
 */
export function PrivacyNoticePage() {
  return (
    <InfoPage path="/aviso-de-privacidad">
      <h2>1. Quién cuida tus datos</h2>
      <p>{SHOP_NAME} es responsable de tus datos personales. Nos encuentras en:</p>
      <StoreAddress />
      <p>
        Teléfono <a href={STORE_PHONE_HREF}>{STORE_ADDRESS.phone}</a> · correo{' '}
        <a href={`mailto:${STORE_ADDRESS.email}`}>{STORE_ADDRESS.email}</a>.
      </p>

      <h2>2. Qué datos usamos</h2>
      <ul>
        <li>
          <strong>De tu cuenta de Google</strong>, cuando inicias sesión: tu nombre, tu correo y tu foto.
        </li>
        <li>
          <strong>Los que tú nos das</strong>: tu teléfono y las direcciones de entrega que guardas.
        </li>
        <li>
          <strong>Para tu factura</strong>, si la pides: RFC, nombre o razón social, régimen fiscal, código
          postal fiscal y uso del CFDI.
        </li>
        <li>
          <strong>Tus compras</strong>: los artículos, los importes, la forma de pago y el estado de cada
          pedido y de su envío.
        </li>
        <li>
          <strong>Tus reseñas</strong>, si escribes alguna: las estrellas, tu texto, tus fotos (sin los datos
          de ubicación o del teléfono que traen) y cómo te quedó la talla; se publican con tu nombre y la
          inicial de tu apellido.
        </li>
      </ul>
      <p>
        <strong>Los datos de tu tarjeta nunca llegan a nosotros.</strong> Los escribes en la página segura del
        proveedor de pagos, que es quien los guarda; nosotros solo sabemos si el pago se hizo.
      </p>
      <p>No te pedimos datos sensibles (salud, religión, origen, preferencias y similares).</p>

      <h2>3. Para qué los usamos</h2>
      <p>Para lo necesario de tu compra, sin lo cual no podríamos venderte:</p>
      <ul>
        <li>identificarte cuando inicias sesión y mantener tu sesión abierta;</li>
        <li>registrar tus pedidos, cobrarlos y avisarte por correo de cada paso;</li>
        <li>enviar tus artículos a la dirección que elijas y atender cambios y devoluciones;</li>
        <li>emitir tus facturas ante el SAT;</li>
        <li>cumplir las obligaciones fiscales y legales que tenemos como comercio.</li>
      </ul>
      <p>
        Y, solo si nos dices que sí, para algo que no es necesario (una finalidad secundaria): marcando en tu
        perfil <strong>«{OFFERS_CONSENT_TEXT}»</strong> (viene sin marcar), aceptas que te escribamos{' '}
        <strong>recordatorios, promociones e invitaciones a reseñar tus compras</strong>. Por ejemplo, si
        abres el pago y no lo terminas en una hora, te enviamos una sola vez «Tu carrito te espera» con lo que
        elegiste y un enlace para recuperarlo; y una semana después de que recibas un pedido, te invitamos a
        escribir una reseña de lo que compraste. Guardamos la fecha y el texto de lo que aceptaste. Puedes
        decir que ya no los quieres en cualquier momento desde tu perfil o con un clic en «Darme de baja» de
        cada correo, sin iniciar sesión; con eso dejan de llegarte todos ellos, y negarte no cambia nada de
        tus compras.
      </p>

      <p>
        <strong>Avisos de tus pedidos por WhatsApp</strong>, solo si marcas «Avisarme por WhatsApp» al pagar o
        en tu perfil: usamos el celular que escribes para avisarte que recibimos tu pedido, que tu ficha OXXO
        o tu transferencia están pendientes o por vencer, que tu pedido salió, está listo para recoger o se
        entregó, y que hicimos un reembolso. Guardamos la fecha, el número y el texto que aceptaste. Los
        mensajes llevan solo el número de pedido, importes, fechas, un enlace a tu pedido y, si recoges en
        tienda, tu código. Para dejar de recibirlos responde BAJA o STOP a cualquier mensaje, o desmárcalo en
        tu perfil; tus correos siguen igual.
      </p>

      <h2>4. Con quién los compartimos</h2>
      <ul>
        <li>
          <strong>Meta (WhatsApp)</strong>, solo si aceptaste los avisos por WhatsApp: recibe tu celular y el
          texto de cada aviso para entregártelo.
        </li>
        <li>
          <strong>Stripe</strong>, nuestro proveedor de pagos: recibe lo necesario para cobrar (importe, tu
          correo y, en su página, los datos de tu tarjeta).
        </li>
        <li>
          <strong>Facturapi y el SAT</strong>: reciben tus datos fiscales cuando pides una factura.
        </li>
        <li>
          <strong>La paquetería</strong> que lleva tu pedido: tu nombre, tu teléfono y la dirección de
          entrega.
        </li>
        <li>
          <strong>Las autoridades</strong>, solo cuando una ley o una orden nos obliga.
        </li>
      </ul>
      <p>
        Estas transferencias son las necesarias para tu compra o las que exige la ley, por lo que la ley no
        pide tu consentimiento para ellas. No vendemos ni rentamos tus datos a nadie.
      </p>

      <h2>5. Tus derechos ARCO</h2>
      <p>
        Tienes derecho a <strong>Acceder</strong> a tus datos, <strong>Rectificarlos</strong> si están mal,
        pedir que los <strong>Cancelemos</strong> y <strong>Oponerte</strong> a que los usemos para algo.
        También puedes retirar tu consentimiento o limitar el uso de tus datos.
      </p>
      <ul>
        <li>
          En tu <Link to="/profile">perfil</Link>, en «Mis datos», puedes descargar lo que guardamos de ti o
          pedir que borremos tu cuenta (con ella borramos tus reseñas y sus fotos). Tus direcciones y datos
          fiscales los corriges ahí mismo.
        </li>
        <li>
          O escríbenos a <a href={mailtoHref('Derechos ARCO')}>{STORE_ADDRESS.email}</a> con tu nombre, el
          correo de tu cuenta, qué quieres hacer y, si es el caso, qué dato corregir.
        </li>
      </ul>
      <p>
        Te respondemos en un máximo de <strong>20 días hábiles</strong>, como marca la Ley Federal de
        Protección de Datos Personales en Posesión de los Particulares, y si procede lo hacemos en los 15 días
        hábiles siguientes. Conservamos lo que la ley fiscal nos obliga a guardar (tus pedidos pagados y sus
        facturas) durante el plazo que ésta marca, aunque borres tu cuenta.
      </p>

      <h2>6. Cookies y lo que guarda tu navegador</h2>
      <p>
        Usamos <strong>una sola cookie</strong>, la de tu sesión, para saber que eres tú mientras compras. No
        usamos cookies de publicidad ni de rastreo. Tus favoritos y tu carrito se guardan en tu propio
        navegador (su almacenamiento local) y no nos llegan hasta que pagas; los borras al limpiar los datos
        del sitio en tu navegador.
      </p>

      <h2>7. Cambios a este aviso</h2>
      <p>
        Si cambiamos este aviso lo publicamos en esta misma página con su nueva fecha, y si el cambio afecta
        para qué usamos tus datos te avisamos por correo.
      </p>
      <p>
        <strong>Última actualización:</strong> {LAST_UPDATED}.
      </p>
    </InfoPage>
  );
}
