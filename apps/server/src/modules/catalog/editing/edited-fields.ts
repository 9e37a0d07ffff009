import type { AuditEvent, ProductFields } from '../../audit';

/**
 * The product's own fields before and after an edit, as the audit log names them; only the ones that
 * changed. Answers undefined when none did: saving an untouched editor logs nothing.
 */
export function productEdited(
  product: { id: number; name: string },
  before: Required<ProductFields>,
  after: Required<ProductFields>,
): AuditEvent | undefined {
  const changed = (Object.keys(before) as (keyof ProductFields)[]).filter(
    (field) => before[field] !== after[field],
  );
  if (changed.length === 0) return undefined;
  const pick = (fields: Required<ProductFields>) =>
    Object.fromEntries(changed.map((field) => [field, fields[field]])) as ProductFields;
  return { action: 'product.edited', product, before: pick(before), after: pick(after) };
}
