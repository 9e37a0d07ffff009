import { SHOP_NAME, STORE_ADDRESS } from '@store/contract';
import { Link } from 'wouter';
import { InfoPage } from './info-page';

export function AboutUsPage() {
  return (
    <InfoPage path="/about_us">
      <p>
        {SHOP_NAME} es una tienda de ropa vaquera de Chihuahua. Vendemos botas, sombreros, camisas,
        pantalones, cintos, hebillas, ropa de trabajo y accesorios para quien trabaja en el campo, en el
        rancho o en la obra, y para quien se viste de vaquero por gusto, para el baile o para la fiesta del
        pueblo.
      </p>

      <h2>Originales y nuevos, traídos de Estados Unidos</h2>
      <p>
        Compramos nuestra mercancía en Estados Unidos y la traemos a Chihuahua. Todo lo que vendemos es{' '}
        <strong>100 % original y nuevo</strong>: llega con sus etiquetas y, en el caso de las botas, en su
        caja. No vendemos réplicas ni artículos usados.
      </p>
      <p>
        Trabajamos con las marcas que la gente del norte conoce y pide por su nombre. Puedes verlas todas en{' '}
        <Link to="/MarcasFrecuentes">las marcas que manejamos</Link>.
      </p>

      <h2>Qué encontrarás</h2>
      <ul>
        <li>Botas vaqueras, de trabajo y de punta, de piel y de pieles exóticas.</li>
        <li>Sombreros de fieltro y de palma, y gorras.</li>
        <li>Camisas, camisolas, blusas, playeras y vestidos.</li>
        <li>Pantalones de mezclilla, chamarras, chalecos, sacos y suéteres.</li>
        <li>Cintos, hebillas, navajas y otros accesorios.</li>
        <li>Ropa y calzado de trabajo.</li>
      </ul>
      <p>Hay tallas para hombre, mujer y niños.</p>

      <h2>En línea y en nuestra tienda de Chihuahua</h2>
      <p>
        Compra desde esta página y te lo enviamos a cualquier parte de México en 1 a 6 días hábiles, según tu
        estado. Si estás en Chihuahua, visítanos en {STORE_ADDRESS.street} para medirte las botas y probarte
        el sombrero antes de llevártelos. Consulta{' '}
        <Link to="/Locacion">el mapa y el horario de la tienda</Link>.
      </p>

      <h2>Lo que te prometemos</h2>
      <ul>
        <li>Precios en pesos mexicanos (MXN) con IVA incluido, sin cargos escondidos.</li>
        <li>
          15 días naturales para devolver lo que no te quedó, con reembolso o cambio en un máximo de 10 días
          hábiles.
        </li>
        <li>30 días de garantía en ropa y demás productos textiles contra defectos de fabricación.</li>
        <li>
          Pago con tarjeta Visa, Mastercard o American Express, a meses sin intereses con tarjetas de crédito
          participantes, en efectivo en OXXO o por transferencia SPEI.
        </li>
        <li>El segundo artículo a mitad de precio, en el de precio igual o menor.</li>
      </ul>
      <p>
        Los detalles están en los <Link to="/Terminos">términos y condiciones</Link> y en{' '}
        <Link to="/Devoluciones">devoluciones y reembolsos</Link>.
      </p>

      <h2>Hablemos</h2>
      <p>
        ¿Buscas una talla, un modelo o una marca en particular? En nuestra{' '}
        <Link to="/Contact">página de contacto</Link> tienes WhatsApp, teléfono y correo; con gusto te
        ayudamos a encontrarla.
      </p>
    </InfoPage>
  );
}
