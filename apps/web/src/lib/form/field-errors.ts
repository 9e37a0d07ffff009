import { ApiError } from '../api';

/** One Spanish sentence per field in error, shown under that field. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const isFieldOf = <Field extends string>(fields: readonly Field[], name: unknown): name is Field =>
  typeof name === 'string' && (fields as readonly string[]).includes(name);

/** The first sentence of each field the contract's issues name (the server checks the same schema). */
export function issuesByField<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const name = issue.path[0];
    if (isFieldOf(fields, name)) errors[name] ??= issue.message;
  }
  return errors;
}

/**
 * The field a refusal of the server names, with its sentence, when it is one of the form's: a form shows
 * it under that field instead of in a notice away from it.
 */
export function refusedField<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { field: Field; message: string } | undefined {
  if (!(error instanceof ApiError) || !error.message || !isFieldOf(fields, error.field)) return undefined;
  return { field: error.field, message: error.message };
}

/** The first of the form's fields, in the order shown, that has an error: it takes the focus. */
export const firstInError = <Field extends string>(
  errors: FieldErrors<Field>,
  fields: readonly Field[],
): Field | undefined => fields.find((field) => errors[field]);
