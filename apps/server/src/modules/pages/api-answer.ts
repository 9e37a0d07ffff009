import * as z from 'zod/mini';

/** What the API call answers for `value`: encoded by the call's own response schema, as Fastify's serializer does. */
export const apiAnswer = <Schema extends z.ZodMiniType>(schema: Schema, value: z.output<Schema>): unknown =>
  z.encode(schema, value);
