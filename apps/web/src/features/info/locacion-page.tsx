import { SHOP_NAME, STORE_ADDRESS } from '@store/contract';
import { Link } from 'wouter';
import { whatsappHref } from '../../lib/store-links';
import { InfoPage } from './info-page';
import { DIRECTIONS_URL, MAP_EMBED_URL, STORE_PHONE_HREF } from './store-contact';
import { StoreAddress } from './store-facts';

const STOCK_MESSAGE = `Hola, ${SHOP_NAME}. Antes de ir a la tienda, ¿me confirman si tienen este modelo y talla?`;

export function LocacionPage() {
  return (
    <InfoPage path="/Locacion">
      <p>
        Estamos en la Zona Centro de Chihuahua. Ven a medirte las botas, probarte el sombrero y ver de cerca
        la mercancía que traemos de Estados Unidos.
      </p>

      <div className="info-map">
        <iframe
          className="info-map-frame"
          src={MAP_EMBED_URL}
          title={`Mapa de la tienda ${SHOP_NAME} en ${STORE_ADDRESS.mapQuery}`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </div>

      <h2>Dirección y horario</h2>
      <dl className="info-details">
        <dt>Dirección</dt>
        <dd>
          <StoreAddress />
        </dd>
        <dt>Horario</dt>
        <dd>{STORE_ADDRESS.hours}</dd>
        <dt>Teléfono</dt>
        <dd>
          <a href={STORE_PHONE_HREF}>{STORE_ADDRESS.phone}</a>
        </dd>
      </dl>
      <p>
        <a className="info-button" href={DIRECTIONS_URL} target="_blank" rel="noopener noreferrer">
          Cómo llegar<span className="visually-hidden"> (abre Google Maps en una pestaña nueva)</span>
        </a>
      </p>

      <h2>En la tienda puedes</h2>
      <ul>
        <li>Medirte botas de varias marcas y números hasta encontrar el que te queda.</li>
        <li>Probarte sombreros de fieltro y de palma y escoger tu medida.</li>
        <li>Ver las mismas marcas originales y nuevas que vendemos en línea.</li>
        <li>
          Entregar sin costo un artículo para <Link to="/Devoluciones">devolución o cambio</Link>, aunque lo
          hayas comprado en línea.
        </li>
      </ul>

      <h2>Antes de venir</h2>
      <p>
        Si buscas un modelo o una talla en particular,{' '}
        <a href={whatsappHref(STOCK_MESSAGE)} target="_blank" rel="noopener noreferrer">
          pregúntanos por WhatsApp si lo tenemos en tienda
        </a>{' '}
        y te confirmamos la existencia antes de que hagas el viaje.
      </p>
    </InfoPage>
  );
}
