import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

/**
 * Response serialisation for every route. Each response schema (zod) is turned into
 * JSON Schema once and compiled by fast-json-stringify (Fastify's own serializer):
 * only declared properties leave the server (the schema is the allow-list,
 * docs/decisions.md) and a missing required field fails the response, at a fraction of the
 * cost of a full zod parse per response. Values are not re-validated against ranges
 * or enums: the handlers' return types guarantee them. A schema fast-json-stringify
 * cannot compile fails at boot, when the route registers.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (routeSchema) => {
  const { schema } = routeSchema;
  const jsonSchema = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    // Dates and similar serialise through JSON.stringify; the types guarantee them.
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  delete jsonSchema.$schema;
  return fastJsonStringify(jsonSchema) as (data: unknown) => string;
};
