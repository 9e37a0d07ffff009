/** A value decoded from Stripe's form encoding: text, or nested objects and lists of them. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

const MAX_FIELDS = 2000;
const MAX_DEPTH = 6;

/**
 * Decodes `line_items[0][price_data][currency]=mxn&expand[0]=payment_intent` the way Stripe reads the
 * SDK's requests: brackets nest, and objects whose keys are all indices become lists.
 */
export function decodeStripeForm(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  let fields = 0;
  for (const [name, value] of new URLSearchParams(text)) {
    fields += 1;
    if (fields > MAX_FIELDS) throw new RangeError('Demasiados campos');
    const path = name.match(/^([^[\]]+)((?:\[[^[\]]*\])*)$/);
    if (!path?.[1]) throw new RangeError(`Campo inválido: ${name}`);
    const keys = [path[1], ...[...(path[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((match) => match[1] ?? '')];
    if (keys.length > MAX_DEPTH) throw new RangeError(`Campo demasiado profundo: ${name}`);
    let node: Record<string, FormValue> = root;
    keys.forEach((key, index) => {
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') {
        throw new RangeError(`Campo inválido: ${name}`);
      }
      if (index === keys.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (next === undefined || typeof next === 'string' || Array.isArray(next)) {
        const created: Record<string, FormValue> = {};
        node[key] = created;
        node = created;
      } else {
        node = next;
      }
    });
  }
  const decoded = listify(root);
  return typeof decoded === 'string' || Array.isArray(decoded) ? {} : decoded;
}

function listify(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, listify(value[key] ?? '')] as const);
  const indexed = keys.length > 0 && keys.every((key, index) => key === String(index));
  return indexed ? entries.map(([, item]) => item) : Object.fromEntries(entries);
}
