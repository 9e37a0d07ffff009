import { departmentParcel } from '@store/contract';
import { useId } from 'react';
import type { ProductDraft } from './product-draft';

type ParcelField = 'shippingWeight' | 'boxLength' | 'boxWidth' | 'boxHeight';

const grams = new Intl.NumberFormat('es-MX');

/**
 * The product's own shipping weight and box, for quotes and labels. Left blank, its department's apply,
 * which the hint and the placeholders say, so the owner types only what differs (a tall boot, a hat box
 * of another size).
 */
export function ParcelFields({
  draft,
  onChange,
}: {
  draft: ProductDraft;
  onChange: (changes: Partial<ProductDraft>) => void;
}) {
  const hintId = useId();
  const department = draft.categoryId === '' ? undefined : departmentParcel(Number(draft.categoryId));
  const field = (label: string, name: ParcelField, placeholder: number | undefined) => (
    <label className="form-field">
      {label}
      <input
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={hintId}
        placeholder={placeholder === undefined ? undefined : grams.format(placeholder)}
        value={draft[name]}
        onChange={(event) => onChange({ [name]: event.target.value })}
      />
    </label>
  );
  return (
    <fieldset className="admin-fieldset">
      <legend>Envío</legend>
      <p id={hintId} className="admin-hint">
        {department
          ? `Déjalos vacíos para usar los del departamento: ${grams.format(department.weightGrams)} g y caja de ${department.box.lengthCm} × ${department.box.widthCm} × ${department.box.heightCm} cm.`
          : 'Déjalos vacíos para usar el peso y la caja del departamento.'}
      </p>
      <div className="admin-form-row">
        {field('Peso de envío (g)', 'shippingWeight', department?.weightGrams)}
      </div>
      <div className="admin-form-row">
        {field('Largo de la caja (cm)', 'boxLength', department?.box.lengthCm)}
        {field('Ancho de la caja (cm)', 'boxWidth', department?.box.widthCm)}
        {field('Alto de la caja (cm)', 'boxHeight', department?.box.heightCm)}
      </div>
    </fieldset>
  );
}
