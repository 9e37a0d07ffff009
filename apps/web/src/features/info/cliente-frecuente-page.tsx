import { SHOP_NAME } from '@store/contract';
import { Link } from 'wouter';
import { whatsappHref } from '../../lib/store-links';
import { InfoPage } from './info-page';
import { HalfPriceConditions } from './store-facts';

const JOIN_MESSAGE = `Hola, ${SHOP_NAME}. Quiero ser cliente frecuente y recibir sus ofertas y preventas.`;

export function ClienteFrecuentePage() {
  return (
    <InfoPage path="/ClienteFrecuente">
      <p>
        Si ya nos compraste y vas a volver por tus siguientes botas, el sombrero de la temporada o la ropa de
        trabajo de tu equipo, queremos que tu dinero rinda más. Ser cliente frecuente no cuesta nada.
      </p>

      <h2>Tus beneficios</h2>
      <ul>
        <li>
          <strong>El segundo artículo a mitad de precio</strong>, en el artículo de precio igual o menor.
        </li>
        <li>
          <strong>Ofertas para clientes frecuentes:</strong> te avisamos de nuestros descuentos antes de
          publicarlos en la tienda.
        </li>
        <li>
          <strong>Preventas:</strong> cuando llega mercancía nueva de Estados Unidos, te avisamos primero para
          que elijas tu modelo y tu talla antes de que se agoten.
        </li>
        <li>
          <strong>Tu historial a la mano:</strong> en <Link to="/profile#orders">Mis compras</Link> ves tus
          pedidos, su estado de envío y el número de guía para rastrearlos.
        </li>
      </ul>

      <h2>Cómo unirte</h2>
      <ol className="info-steps">
        <li>
          <Link to="/auth/login">Inicia sesión</Link> para crear tu cuenta. Ahí quedan guardados tus datos,
          tus direcciones de envío y tus compras.
        </li>
        <li>
          <a href={whatsappHref(JOIN_MESSAGE)} target="_blank" rel="noopener noreferrer">
            Escríbenos por WhatsApp que quieres ser cliente frecuente
          </a>{' '}
          para recibir las ofertas y preventas. Si vienes a la tienda, también puedes pedirlo en caja.
        </li>
        <li>Compra como siempre, en línea o en nuestra tienda de Chihuahua.</li>
      </ol>
      <p className="info-note">
        Solo te escribimos para avisarte de ofertas y mercancía nueva. Si ya no quieres recibir mensajes,
        respóndenos «BAJA» y dejamos de enviarlos.
      </p>

      <h2>Condiciones del segundo artículo a mitad de precio</h2>
      <HalfPriceConditions />
      <p>
        Los descuentos para clientes frecuentes siguen la misma regla: una promoción por compra. Consulta el
        resto de las condiciones en los <Link to="/Terminos">términos y condiciones</Link>.
      </p>
    </InfoPage>
  );
}
