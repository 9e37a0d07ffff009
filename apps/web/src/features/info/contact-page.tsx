import { SHOP_NAME, STORE_ADDRESS } from '@store/contract';
import { Link } from 'wouter';
import { whatsappHref } from '../../lib/store-links';
import { InfoPage } from './info-page';
import { STORE_PHONE_HREF, mailtoHref } from './store-contact';
import { StoreAddress } from './store-facts';

const WHATSAPP_MESSAGE = `Hola, ${SHOP_NAME}. Quisiera información sobre un producto.`;
const EMAIL_SUBJECT = 'Consulta desde la tienda en línea';

export function ContactPage() {
  return (
    <InfoPage path="/Contact">
      <p>
        Te ayudamos a elegir tu talla, a saber si tenemos un modelo, a seguir tu pedido o a hacer un cambio.
        Escoge el medio que te quede más cómodo.
      </p>

      <ul className="info-cards">
        <li className="info-card">
          <h2 className="info-card-title">WhatsApp</h2>
          <p>La forma más rápida para dudas de tallas, existencias y pedidos.</p>
          <a
            className="info-button"
            href={whatsappHref(WHATSAPP_MESSAGE)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Escribir por WhatsApp
          </a>
        </li>
        <li className="info-card">
          <h2 className="info-card-title">Teléfono</h2>
          <p>Llámanos en horario de tienda.</p>
          <a className="info-button info-button-secondary" href={STORE_PHONE_HREF}>
            Llamar al {STORE_ADDRESS.phone}
          </a>
        </li>
        <li className="info-card">
          <h2 className="info-card-title">Correo electrónico</h2>
          <p>Para devoluciones, garantías o consultas con fotos y detalles.</p>
          <a className="info-button info-button-secondary" href={mailtoHref(EMAIL_SUBJECT)}>
            Escribir a {STORE_ADDRESS.email}
          </a>
        </li>
      </ul>

      <h2>Horario de atención</h2>
      <p>{STORE_ADDRESS.hours}.</p>
      <p>
        Los mensajes que nos llegan fuera de horario los contestamos en cuanto abrimos, en el orden en que
        llegaron.
      </p>

      <h2>Nuestra tienda</h2>
      <StoreAddress />
      <p>
        <Link to="/Locacion">Ver el mapa y cómo llegar a la tienda</Link>
      </p>

      <h2>Antes de escribirnos</h2>
      <ul>
        <li>
          Si tu consulta es sobre un pedido, ten a la mano el número de pedido; lo encuentras en{' '}
          <Link to="/profile#orders">Mis compras</Link>.
        </li>
        <li>
          Si dudas de la talla de unas botas, dinos qué número usas normalmente y en qué marca; te decimos
          cómo suele quedar el modelo que te interesa.
        </li>
        <li>
          Para un cambio o una devolución, revisa primero el proceso en{' '}
          <Link to="/Devoluciones">devoluciones y reembolsos</Link>.
        </li>
      </ul>

      <h2>Preguntas rápidas</h2>
      <dl className="info-faq">
        <dt>¿Cuánto tarda mi envío?</dt>
        <dd>Enviamos a todo México y tu pedido llega en 1 a 6 días hábiles, según tu estado.</dd>
        <dt>¿Los productos son originales?</dt>
        <dd>Sí. Todo es 100 % original y nuevo, traído de Estados Unidos.</dd>
        <dt>¿Cómo puedo pagar?</dt>
        <dd>
          Con tarjeta Visa, Mastercard o American Express (a meses sin intereses con tarjetas de crédito
          participantes), en efectivo en OXXO o por transferencia SPEI.
        </dd>
        <dt>¿Puedo devolver o cambiar algo?</dt>
        <dd>
          Sí, dentro de los 15 días naturales siguientes a que lo recibas. Te reembolsamos o hacemos el cambio
          en un máximo de 10 días hábiles.
        </dd>
        <dt>¿Los precios incluyen IVA?</dt>
        <dd>Sí, todos los precios están en pesos mexicanos (MXN) con IVA incluido.</dd>
      </dl>
    </InfoPage>
  );
}
