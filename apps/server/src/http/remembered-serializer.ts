import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The zod serializer, remembering the JSON of each answer object it has written. Answers the catalogue
 * remembers (decision 023) are the same object on every hit and never changed, so checking them against
 * the schema and writing them out again would be the most expensive part of a hit; a new object (the
 * catalogue changed) is serialized afresh. The memory goes with the object (a WeakMap).
 */
export const rememberingSerializerCompiler: typeof serializerCompiler = (routeSchema) => {
  const serialize = serializerCompiler(routeSchema);
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    let json = written.get(data);
    if (json === undefined) {
      json = serialize(data);
      written.set(data, json);
    }
    return json;
  };
};
