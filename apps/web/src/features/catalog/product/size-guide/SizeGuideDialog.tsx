import type { ColorOption, ProductDetail } from '@store/contract';
import { Dialog } from '../../../../lib/dialog/Dialog';
import { bootChart, bootChartsFor, hatChart, type BootChartKind, type ChartRow } from './size-charts';
import { FootSteps, HatSteps } from './MeasureSteps';
import './size-guide.css';

const BOOT_TABLE_TITLES: Record<BootChartKind, string> = {
  hombre: 'Hombre',
  mujer: 'Mujer',
  niños: 'Niños',
};
const US_HEADERS: Record<BootChartKind, string> = {
  hombre: 'EE. UU. hombre',
  mujer: 'EE. UU. mujer',
  niños: 'EE. UU. niños',
};

/** The size guide of a boot, shoe or hat: the tables with this product's sizes marked, and how to measure. */
export default function SizeGuideDialog({
  product,
  color,
  onClose,
}: {
  product: ProductDetail;
  color: ColorOption;
  onClose: () => void;
}) {
  const isHat = product.size_system === 'hat';
  return (
    <Dialog title="Guía de tallas" onClose={onClose}>
      <div className="size-guide">
        <p className="size-guide-intro">
          {isHat
            ? 'La talla mexicana de un sombrero es la medida de tu cabeza en centímetros.'
            : 'La talla mexicana es el largo de tu pie en centímetros.'}{' '}
          Marcamos las tallas de este producto en color {color.color_name}.
        </p>
        {isHat ? (
          <SizeTable
            caption="Sombreros: contorno de cabeza y talla de EE. UU."
            mxHeader="Cabeza (cm)"
            usHeader="EE. UU."
            rows={hatChart(color.sizes)}
          />
        ) : (
          bootChartsFor(product.target_audience).map((kind) => (
            <SizeTable
              key={kind}
              caption={`${BOOT_TABLE_TITLES[kind]}: talla mexicana y de EE. UU.`}
              mxHeader="México (cm)"
              usHeader={US_HEADERS[kind]}
              rows={bootChart(kind, color.sizes)}
            />
          ))
        )}
        <p className="size-guide-note">
          Las equivalencias son aproximadas y cambian un poco entre marcas; tu medida en centímetros es la
          mejor guía.
        </p>
        <section aria-labelledby="size-guide-measure">
          <h3 id="size-guide-measure">{isHat ? 'Cómo medir tu cabeza' : 'Cómo medir tu pie'}</h3>
          {isHat ? <HatSteps /> : <FootSteps />}
        </section>
      </div>
    </Dialog>
  );
}

function SizeTable({
  caption,
  mxHeader,
  usHeader,
  rows,
}: {
  caption: string;
  mxHeader: string;
  usHeader: string;
  rows: ChartRow[];
}) {
  return (
    <table className="size-guide-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{mxHeader}</th>
          <th scope="col">{usHeader}</th>
          <th scope="col">Este producto</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.mx}
            className={
              row.soldOut ? 'size-guide-row-sold-out' : row.offered ? 'size-guide-row-offered' : undefined
            }
          >
            <th scope="row">{row.mx}</th>
            <td>{row.us}</td>
            <td>{row.soldOut ? 'Agotada' : row.offered ? 'Disponible' : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
