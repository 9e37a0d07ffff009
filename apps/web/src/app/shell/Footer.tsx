import { SHOP_NAME } from '@store/contract';
import { Link } from 'wouter';
import { FooterStore } from './FooterStore';
import './footer.css';

const SUPPORT = [
  { to: '/Devoluciones', label: 'Devoluciones' },
  { to: '/Terminos', label: 'Términos y condiciones' },
  { to: '/Contact', label: 'Contacto' },
  { to: '/Locacion', label: 'Nuestra tienda' },
  { to: '/aviso-de-privacidad', label: 'Aviso de privacidad' },
];
const ABOUT = [
  { to: '/about_us', label: 'Acerca de nosotros' },
  { to: '/ModeloVenta', label: 'Cómo vendemos' },
  { to: '/MarcasFrecuentes', label: 'Marcas' },
  { to: '/ClienteFrecuente', label: 'Cliente frecuente' },
  { to: '/OpinionesClientes', label: 'Opiniones de clientes' },
];
/** Only what the checkout offers: cards (with meses sin intereses on credit), cash at OXXO and SPEI. */
const PAYMENTS = [
  'Tarjetas Visa, Mastercard y American Express',
  'Meses sin intereses con tarjetas de crédito participantes',
  'Efectivo en OXXO',
  'Transferencia SPEI',
];
const SOCIAL = [
  { href: 'https://www.facebook.com/nortenowestern', label: 'Facebook' },
  { href: 'https://www.instagram.com/nortenowestern', label: 'Instagram' },
  { href: 'https://www.tiktok.com/@nortenowestern', label: 'TikTok' },
];

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-inner">
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support">Soporte</h2>
          <ul>
            {SUPPORT.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-about">
          <h2 id="footer-about">Acerca de</h2>
          <ul>
            {ABOUT.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Who the shop is and how to reach it, on every page. */}
        <FooterStore />
        <section aria-labelledby="footer-payments">
          <h2 id="footer-payments">Formas de pago</h2>
          {/* The badges are drawn in the shop's own file; the list says the same in words, so they are decoration. */}
          <img src="/payment-methods.svg" width="240" height="36" alt="" loading="lazy" />
          <ul className="footer-payments">
            {PAYMENTS.map((method) => (
              <li key={method}>{method}</li>
            ))}
          </ul>
          <h2 id="footer-social">Síguenos</h2>
          <ul className="footer-social" aria-labelledby="footer-social">
            {SOCIAL.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> (se abre en otra pestaña)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="footer-copyright">
        © {new Date().getFullYear()} {SHOP_NAME}. Todos los derechos reservados.
      </p>
    </footer>
  );
}
