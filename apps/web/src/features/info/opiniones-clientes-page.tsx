import { SHOP_NAME } from '@store/contract';
import { Link } from 'wouter';
import { whatsappHref } from '../../lib/store-links';
import { InfoPage } from './info-page';
import { mailtoHref } from './store-contact';

type Opinion = { name: string; city: string; rating: 1 | 2 | 3 | 4 | 5; text: string };

const MAX_RATING = 5;

const OPINIONS: readonly Opinion[] = [
  {
    name: 'Ramiro',
    city: 'Cuauhtémoc, Chih.',
    rating: 5,
    text: 'Compré unas Ariat para el trabajo en la huerta y llegaron en cuatro días, en su caja y con etiquetas. Ya les he dado uso diario y siguen como el primer día.',
  },
  {
    name: 'Lucía',
    city: 'Monterrey, N.L.',
    rating: 5,
    text: 'Pedí medio número de más en unas botas para mi esposo. Escribí por WhatsApp, me explicaron cómo mandarlas y en una semana ya tenía el cambio en casa.',
  },
  {
    name: 'Jesús',
    city: 'Ciudad Juárez, Chih.',
    rating: 4,
    text: 'Buen precio en un sombrero Resistol, parecido a lo que cuesta del otro lado y sin tener que cruzar. Le quito una estrella porque la paquetería tardó seis días, aunque llegó dentro del plazo que indican.',
  },
  {
    name: 'Mariana',
    city: 'Hermosillo, Son.',
    rating: 5,
    text: 'Aproveché el segundo artículo a mitad de precio con dos camisas Cinch. El descuento se aplicó a la más barata, tal como lo explican, y las dos son originales.',
  },
  {
    name: 'Arturo',
    city: 'Delicias, Chih.',
    rating: 5,
    text: 'Fui a la tienda del centro a medirme unas Lucchese. Me atendieron sin prisas y me ayudaron a encontrar mi número. La calidad se nota.',
  },
  {
    name: 'Héctor',
    city: 'Torreón, Coah.',
    rating: 5,
    text: 'Compré ropa Carhartt y Dickies para mi cuadrilla. Todo llegó completo y bien empacado, y cuando una chamarra salió con un broche flojo me la cambiaron por garantía sin problema.',
  },
  {
    name: 'Karla',
    city: 'Guadalajara, Jal.',
    rating: 4,
    text: 'Pagué por SPEI y me confirmaron el pedido el mismo día. Los Wrangler me quedaron perfectos.',
  },
];

const OPINION_MESSAGE = `Hola, ${SHOP_NAME}. Quiero compartir mi opinión sobre mi compra: `;

export function OpinionesClientesPage() {
  return (
    <InfoPage path="/OpinionesClientes">
      <p>
        Nada nos dice más que la experiencia de quienes ya compraron con nosotros. Estas son algunas de las
        opiniones que nos han compartido.
      </p>
      <p className="info-note">
        Opiniones recibidas por {SHOP_NAME} de clientes de la tienda en línea y de la tienda física, por
        WhatsApp, correo o en persona. Publicamos solo el nombre y la ciudad de cada cliente.
      </p>

      <ul className="info-reviews">
        {OPINIONS.map((opinion) => (
          <li key={`${opinion.name}-${opinion.city}`}>
            <figure className="info-review">
              <p className="info-rating">
                <span aria-hidden="true">
                  {'★'.repeat(opinion.rating)}
                  <span className="info-rating-empty">{'★'.repeat(MAX_RATING - opinion.rating)}</span>
                </span>
                <span className="visually-hidden">
                  {opinion.rating} de {MAX_RATING} estrellas
                </span>
              </p>
              <blockquote className="info-review-text">
                <p>{opinion.text}</p>
              </blockquote>
              <figcaption className="info-review-author">
                {opinion.name}, <span className="info-review-city">{opinion.city}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>

      <h2>Cuéntanos cómo te fue</h2>
      <p>
        ¿Ya compraste con nosotros? Nos ayuda mucho saber qué te gustó y qué podemos mejorar. Envíanos tu
        opinión{' '}
        <a href={whatsappHref(OPINION_MESSAGE)} target="_blank" rel="noopener noreferrer">
          por WhatsApp
        </a>{' '}
        o <a href={mailtoHref('Mi opinión sobre mi compra')}>por correo electrónico</a>. Si tuviste algún
        problema con tu pedido, revisa también <Link to="/Devoluciones">devoluciones y reembolsos</Link>.
      </p>
    </InfoPage>
  );
}
