import { SHOP_NAME, STORE_ADDRESS } from '@store/contract';
import { STORE_CITY_LINE, STORE_PHONE_HREF, whatsappHref } from '../../lib/store-links';

const WHATSAPP_MESSAGE = `Hola, ${SHOP_NAME}. Tengo una pregunta.`;

/**
 * Who the shop is and how to reach it, as the consumer law asks of a seller: in the footer of every page.
 */
export function FooterStore() {
  return (
    <section aria-labelledby="footer-store">
      <h2 id="footer-store">Tienda</h2>
      <address className="footer-address">
        {SHOP_NAME}
        <br />
        {STORE_ADDRESS.street}
        <br />
        {STORE_CITY_LINE}, México
      </address>
      <ul>
        <li>
          Tel. <a href={STORE_PHONE_HREF}>{STORE_ADDRESS.phone}</a>
        </li>
        <li>
          <a href={whatsappHref(WHATSAPP_MESSAGE)} target="_blank" rel="noopener noreferrer">
            WhatsApp
            <span className="visually-hidden"> (se abre en otra pestaña)</span>
          </a>
        </li>
        <li>
          <a href={`mailto:${STORE_ADDRESS.email}`}>{STORE_ADDRESS.email}</a>
        </li>
      </ul>
    </section>
  );
}
