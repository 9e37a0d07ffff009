import { RETURN_SHIPPING, SHOP_NAME, STORE_ADDRESS } from '@store/contract';
import { Link } from 'wouter';
import { whatsappHref } from '../../lib/store-links';
import { InfoPage } from './info-page';
import { mailtoHref } from './store-contact';

const RETURN_MESSAGE = `Hola, ${SHOP_NAME}. Quiero solicitar una devolución del pedido número: `;
const RETURN_SUBJECT = 'Solicitud de devolución, pedido número ';

export function DevolucionesPage() {
  return (
    <InfoPage path="/Devoluciones">
      <div className="info-callout">
        <p>
          Tienes <strong>15 días naturales</strong> a partir de que recibes tu pedido para solicitar una
          devolución. Una vez que recibimos y revisamos el artículo, te hacemos el{' '}
          <strong>reembolso o el cambio en un máximo de 10 días hábiles</strong>.
        </p>
      </div>

      <h2>Requisitos</h2>
      <ul>
        <li>El artículo está nuevo, sin uso, sin lavar y sin alteraciones.</li>
        <li>Conserva sus etiquetas y, en el caso de botas y calzado, su caja en buen estado.</li>
        <li>Lo devuelves completo, con los accesorios o piezas con los que llegó.</li>
        <li>Tienes tu número de pedido, o tu ticket si compraste en la tienda.</li>
      </ul>
      <p>
        Para probarte las botas sin maltratarlas, hazlo sobre una alfombra o superficie limpia: una suela
        marcada por el uso en la calle ya no se puede aceptar.
      </p>

      <h2>Cómo solicitar tu devolución</h2>
      <ol className="info-steps">
        <li>
          Escríbenos dentro del plazo de 15 días naturales por{' '}
          <a href={whatsappHref(RETURN_MESSAGE)} target="_blank" rel="noopener noreferrer">
            WhatsApp para solicitar una devolución
          </a>{' '}
          o por correo a <a href={mailtoHref(RETURN_SUBJECT)}>{STORE_ADDRESS.email}</a>. Incluye tu número de
          pedido (lo ves en <Link to="/profile#orders">Mis compras</Link>), el artículo y el motivo. Si tiene
          un defecto, agrega fotos.
        </li>
        <li>
          Te confirmamos la devolución y te explicamos cómo enviarnos el artículo por paquetería, o puedes
          traerlo a nuestra tienda en {STORE_ADDRESS.street}, Chihuahua.
        </li>
        <li>Cuando el artículo llega, revisamos que cumpla con los requisitos y te avisamos.</li>
        <li>
          Te hacemos el reembolso o te enviamos el cambio en un máximo de 10 días hábiles a partir de que
          recibimos el artículo.
        </li>
      </ol>

      <h2>Reembolsos</h2>
      <p>El reembolso depende de cómo pagaste:</p>
      <ul>
        <li>
          <strong>Tarjeta (Visa, Mastercard o American Express):</strong> se devuelve a la misma tarjeta.
        </li>
        <li>
          <strong>Transferencia SPEI:</strong> te transferimos a una cuenta a tu nombre que nos indiques.
        </li>
        <li>
          <strong>Efectivo en OXXO:</strong> el efectivo no se puede devolver en la tienda OXXO, así que te
          transferimos el importe a una cuenta a tu nombre; te pedimos su CLABE de 18 dígitos.
        </li>
      </ul>
      <p>
        Reembolsamos el precio que pagaste por el artículo, en pesos mexicanos (MXN) con IVA incluido. Una vez
        que hacemos el reembolso, tu banco puede tardar algunos días más en reflejarlo, según sus propios
        plazos.
      </p>

      <h2>Cambios</h2>
      <p>
        Puedes cambiar el artículo por otra talla, otro color u otro producto, según lo que tengamos en
        existencia. Si el nuevo artículo cuesta más, pagas la diferencia; si cuesta menos, te reembolsamos la
        diferencia.
      </p>

      <h2>Costo del envío de regreso</h2>
      <ul>
        <li>{RETURN_SHIPPING.shopPays}</li>
        <li>{RETURN_SHIPPING.shopperPays} En la tienda de Chihuahua puedes entregarlo sin costo.</li>
      </ul>

      <h2>Artículos con la promoción del segundo a mitad de precio</h2>
      <p>
        Si devuelves uno de los dos artículos, la promoción deja de aplicar: te reembolsamos la diferencia
        entre lo que pagaste y el precio normal del artículo que conservas. Si devuelves los dos, te
        reembolsamos todo lo que pagaste por ellos.
      </p>

      <h2>Artículos sin devolución</h2>
      <ul>
        <li>Ropa interior, por higiene.</li>
        <li>Perfumes abiertos o sin su sello.</li>
        <li>
          Artículos usados, lavados, dañados por mal uso o alterados (por ejemplo, pantalones recortados).
        </li>
      </ul>
      <p>Si uno de estos artículos llegó con un defecto de fabricación, sí lo cambiamos o reembolsamos.</p>

      <h2>Garantía de productos textiles</h2>
      <p>
        La ropa y demás productos textiles tienen <strong>30 días de garantía</strong> a partir de que los
        recibes, contra defectos de fabricación: costuras que se abren, broches o cierres que fallan, o tela
        que se desprende sin mal uso. La garantía no cubre el desgaste normal, las manchas ni los daños por
        lavado o uso indebido.
      </p>
      <p>
        Para hacerla válida sigue los mismos pasos de una devolución. Si confirmamos el defecto, te cambiamos
        la prenda por una igual o, si ya no hay existencia, te reembolsamos lo que pagaste, en un máximo de 10
        días hábiles.
      </p>

      <p>
        Estas reglas forman parte de nuestros <Link to="/Terminos">términos y condiciones</Link>.
      </p>
    </InfoPage>
  );
}
