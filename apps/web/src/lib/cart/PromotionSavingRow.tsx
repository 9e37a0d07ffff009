import './promotion-saving.css';
import type { Centavos } from '@store/money';
import { formatCentavos } from '../format';

/** One promotion's saving in a list of amounts: "Segundo par al 50 %: −$1,249.50". */
export function PromotionSavingRow({ name, cents }: { name: string; cents: Centavos }) {
  return (
    <>
      <dt className="promotion-saving">{name}</dt>
      <dd className="promotion-saving">−{formatCentavos(cents)}</dd>
    </>
  );
}
