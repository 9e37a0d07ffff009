import './form.css';

/** The id of the sentence under a field, which the field names in `aria-describedby`. */
export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;

/** The attributes that mark a field invalid and tie it to its sentence (none while it is fine). */
export const invalidProps = (fieldId: string, error: string | undefined) => ({
  id: fieldId,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? fieldErrorId(fieldId) : undefined,
});

/** The sentence saying what is wrong with a field, right under it; nothing when it is fine. */
export function FieldError({ fieldId, error }: { fieldId: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <span id={fieldErrorId(fieldId)} className="field-error">
      {error}
    </span>
  );
}
