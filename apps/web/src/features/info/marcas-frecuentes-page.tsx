import { SHOP_NAME } from '@store/contract';
import { Link } from 'wouter';
import { whatsappHref } from '../../lib/store-links';
import { InfoPage } from './info-page';
import { productSearchPath } from './store-contact';

type BrandGroup = { id: string; title: string; description: string; brands: readonly string[] };

const BRAND_GROUPS: readonly BrandGroup[] = [
  {
    id: 'info-marcas-botas',
    title: 'Botas vaqueras y de trabajo',
    description:
      'Botas de piel y de pieles exóticas, de punta, de rodeo y de trabajo, para hombre, mujer y niños.',
    brands: [
      'Ariat',
      'Justin Boots',
      'Lucchese',
      'Tony Lama',
      'Durango',
      'Nocona',
      'Cuadra',
      'Los Altos Boots',
      'Corral',
      'Roper',
    ],
  },
  {
    id: 'info-marcas-sombreros',
    title: 'Sombreros',
    description: 'Sombreros de fieltro para el frío y de palma para el calor.',
    brands: ['Stetson', 'Resistol', 'Larry Mahan', 'American Hat Co.'],
  },
  {
    id: 'info-marcas-ropa-vaquera',
    title: 'Pantalones y camisas vaqueras',
    description: 'Mezclilla de corte vaquero, camisas de broche y ropa para el rodeo y el baile.',
    brands: ['Wrangler', "Levi's", 'Cinch', 'Rock & Roll Denim', 'Panhandle Slim'],
  },
  {
    id: 'info-marcas-trabajo',
    title: 'Ropa y calzado de trabajo',
    description: 'Pantalones, camisolas, chamarras y botas hechas para aguantar la jornada.',
    brands: ['Carhartt', 'Dickies', 'Caterpillar', 'Red Wing'],
  },
  {
    id: 'info-marcas-accesorios',
    title: 'Hebillas, joyería y navajas',
    description: 'Hebillas y joyería western, y navajas de bolsillo.',
    brands: ['Montana Silversmiths', 'Case', 'Buck Knives'],
  },
];

const BRAND_REQUEST_MESSAGE = `Hola, ${SHOP_NAME}. Busco un modelo de la marca: `;

export function MarcasFrecuentesPage() {
  return (
    <InfoPage path="/MarcasFrecuentes">
      <p>
        Estas son las marcas que más traemos de Estados Unidos. Todo es 100 % original y nuevo. Las
        existencias cambian con cada surtido: elige una marca para ver lo que tenemos hoy en la tienda en
        línea.
      </p>

      {BRAND_GROUPS.map((group) => (
        <section key={group.id} className="info-brand-group" aria-labelledby={group.id}>
          <h2 id={group.id}>{group.title}</h2>
          <p>{group.description}</p>
          <ul className="info-brands">
            {group.brands.map((brand) => (
              <li key={brand}>
                <Link className="info-brand" to={productSearchPath(brand)}>
                  {brand}
                  <span className="visually-hidden">: ver productos</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <h2>¿No ves tu marca?</h2>
      <p>
        Si buscas una marca o un modelo que no aparece,{' '}
        <a href={whatsappHref(BRAND_REQUEST_MESSAGE)} target="_blank" rel="noopener noreferrer">
          pregúntanos por WhatsApp si podemos conseguirlo
        </a>
        .
      </p>
      <p className="info-note">
        Las marcas mencionadas son propiedad de sus respectivos titulares. Las nombramos para identificar los
        productos originales que vendemos.
      </p>
    </InfoPage>
  );
}
