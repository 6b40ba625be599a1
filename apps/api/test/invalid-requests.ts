/**
 * Invalid requests for a route, derived from its zod schemas with fast-check (for fuzzing).
 *
 * The schema is read through zod's own definitions (`_zod.def`): objects and their required
 * keys, strings and their length limits and formats, number bounds, enums, arrays. From that
 * shape come "plausible" bodies (right keys, right types) and then the ways to break them:
 * a wrong type in one field, a missing required field, an unknown key, a string over its
 * limit, out-of-range numbers, nulls, arrays, deep nesting, prototype keys, and at the
 * transport level invalid JSON text, wrong content types, an empty body and an oversized one.
 * Every JSON body that reaches the wire is checked against the schema first: only bodies the
 * schema refuses are sent, so any 2xx answer is a real hole.
 */
import fc from 'fast-check';
import type { z } from 'zod';

/** The parts of a zod v4 definition this file reads. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: Array<{ _zod: { def: CheckDef } }>;
  format?: string;
}
interface CheckDef {
  check: string;
  maximum?: number;
  minimum?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
}

export const defOf = (schema: z.ZodType): Def =>
  (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'catch',
  'nonoptional',
]);

/** The schema under optional/default/nullable/pipe wrappers, and whether a key may be absent. */
export function unwrap(schema: z.ZodType): { core: z.ZodType; optional: boolean } {
  let core = schema;
  let optional = false;
  for (let i = 0; i < 20; i++) {
    const def = defOf(core);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault')
      optional = true;
    if (WRAPPERS.has(def.type) && def.innerType) core = def.innerType;
    else if (def.type === 'pipe' && def.in) core = def.in;
    else break;
  }
  return { core, optional };
}

interface Limits {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  integer: boolean;
  format?: string;
}

function limitsOf(schema: z.ZodType): Limits {
  const def = defOf(schema);
  const limits: Limits = { integer: false };
  if (def.format) limits.format = def.format;
  if (def.format && /int/.test(def.format)) limits.integer = true;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'max_length' && c.maximum !== undefined) limits.maxLength = c.maximum;
    if (c.check === 'min_length' && c.minimum !== undefined) limits.minLength = c.minimum;
    if (c.check === 'length_equals' && typeof c.value === 'number') {
      limits.minLength = c.value;
      limits.maxLength = c.value;
    }
    if (c.check === 'greater_than' && c.value !== undefined) limits.min = Number(c.value);
    if (c.check === 'less_than' && c.value !== undefined) limits.max = Number(c.value);
    if (c.check === 'number_format') {
      limits.integer = /int/.test(c.format ?? '');
    }
    if (c.check === 'string_format' && c.format) limits.format = c.format;
  }
  return limits;
}

/** Object shape of a schema (under wrappers), if it is an object. */
export function objectShape(
  schema: z.ZodType | undefined,
): { shape: Record<string, z.ZodType>; strict: boolean } | undefined {
  if (!schema) return undefined;
  const { core } = unwrap(schema);
  const def = defOf(core);
  if (def.type !== 'object' || !def.shape) return undefined;
  return { shape: def.shape, strict: def.catchall ? defOf(def.catchall).type === 'never' : false };
}

const smallString = fc.string({ maxLength: 12 });

/** A value of the right type for the schema (often valid, not always: refinements are not read). */
export function plausible(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const { core } = unwrap(schema);
  const def = defOf(core);
  if (depth > 6) return fc.constant(null);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const requiredKeys: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        model[key] = plausible(field, depth + 1);
        if (!unwrap(field).optional) requiredKeys.push(key);
      }
      return fc.record(model, { requiredKeys });
    }
    case 'string': {
      const l = limitsOf(core);
      if (l.format === 'email') return fc.emailAddress();
      if (l.format === 'date')
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      const min = l.minLength ?? 0;
      return fc.string({
        minLength: min,
        maxLength: Math.max(min, Math.min(l.maxLength ?? 40, 40)),
      });
    }
    case 'number': {
      const l = limitsOf(core);
      const min = Math.max(l.min ?? 0, -1e9);
      const max = Math.min(l.max ?? 1e7, 1e9);
      return l.integer
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'int':
      return fc.integer({ min: 0, max: 1000 });
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { a: 'a' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'null':
      return fc.constant(null);
    case 'array': {
      const l = limitsOf(core);
      const min = l.minLength ?? 0;
      return fc.array(def.element ? plausible(def.element, depth + 1) : fc.jsonValue(), {
        minLength: min,
        maxLength: Math.max(min, Math.min(l.maxLength ?? 3, 3)),
      });
    }
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => plausible(o, depth + 1)));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values of other JSON types than the schema's, and values of its type that break its limits. */
export function wrongValue(schema: z.ZodType): fc.Arbitrary<unknown> {
  const { core } = unwrap(schema);
  const def = defOf(core);
  const l = limitsOf(core);
  const others: fc.Arbitrary<unknown>[] = [
    fc.constant(null),
    fc.constant([]),
    fc.constant({}),
    fc.array(fc.jsonValue({ maxDepth: 1 }), { minLength: 1, maxLength: 3 }),
    fc.dictionary(smallString, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  ];
  const notString = [
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
  ];
  switch (def.type) {
    case 'string': {
      const breakers: fc.Arbitrary<unknown>[] = [...notString];
      if (l.maxLength !== undefined) breakers.push(oversizedString(l.maxLength));
      if ((l.minLength ?? 0) > 0) breakers.push(fc.constantFrom('', ' ', '\t\n', '\u200b'));
      if (l.format)
        breakers.push(fc.constantFrom('not-a-' + l.format, '2024-13-45', 'a@', '@b', 'a b@c.d'));
      breakers.push(fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '\u202e\u0007'));
      return fc.oneof(...breakers, ...others);
    }
    case 'number':
    case 'int': {
      const breakers: fc.Arbitrary<unknown>[] = [
        fc.string({ maxLength: 8 }),
        fc.constantFrom('1', '1e3', 'NaN', 'Infinity', '0x10', ''),
        fc.boolean(),
        fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER - 2),
      ];
      if (l.min !== undefined)
        breakers.push(fc.double({ max: l.min - 1e-6, noNaN: true, noDefaultInfinity: true }));
      if (l.max !== undefined)
        breakers.push(fc.double({ min: l.max + 1e-6, noNaN: true, noDefaultInfinity: true }));
      if (l.integer) breakers.push(fc.constantFrom(0.5, 1.25, -0.1));
      return fc.oneof(...breakers, ...others);
    }
    case 'boolean':
      return fc.oneof(fc.constantFrom('true', 'false', 1, 0, 'yes'), ...others);
    case 'enum':
    case 'literal': {
      const allowed = def.type === 'enum' ? Object.values(def.entries ?? {}) : (def.values ?? []);
      return fc.oneof(
        fc.string({ maxLength: 16 }).filter((s) => !allowed.includes(s)),
        fc.constantFrom(
          ...allowed.map((v) => (typeof v === 'string' ? `${v.toUpperCase()} ` : `${String(v)}x`)),
        ),
        ...notString,
        ...others,
      );
    }
    case 'array': {
      const breakers: fc.Arbitrary<unknown>[] = [
        fc.string({ maxLength: 8 }),
        fc.integer(),
        fc.boolean(),
      ];
      if (l.maxLength !== undefined && def.element)
        breakers.push(
          fc.array(plausible(def.element), {
            minLength: l.maxLength + 1,
            maxLength: l.maxLength + 5,
          }),
        );
      if (def.element)
        breakers.push(fc.array(wrongValue(def.element), { minLength: 1, maxLength: 3 }));
      return fc.oneof(...breakers, fc.constant(null), fc.constant({}));
    }
    case 'object':
      return fc.oneof(
        fc.string({ maxLength: 8 }),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.constant([]),
      );
    default:
      return fc.oneof(...notString, ...others);
  }
}

function oversizedString(max: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min: 1, max: 3000 }), fc.constantFrom('x', 'é', '€', '😀', ' ', 'A'))
    .map(([extra, ch]) => ch.repeat(max + extra));
}

/** A value nested `depth` levels deep in objects or arrays. */
export function deeplyNested(depth: number, leaf: unknown, arrays: boolean): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
}

const deep = fc
  .tuple(fc.integer({ min: 50, max: 3000 }), fc.boolean(), fc.jsonValue({ maxDepth: 1 }))
  .map(([depth, arrays, leaf]) => deeplyNested(depth, leaf, arrays));

/** Every object-valued path in a plausible body, with the schema of that spot. */
function fieldPaths(
  schema: z.ZodType,
  prefix: string[] = [],
  depth = 0,
): Array<{ path: string[]; schema: z.ZodType }> {
  const found = objectShape(schema);
  if (!found || depth > 4) return [];
  return Object.entries(found.shape).flatMap(([key, field]) => [
    { path: [...prefix, key], schema: field },
    ...fieldPaths(field, [...prefix, key], depth + 1),
  ]);
}

function setAt(body: unknown, path: string[], value: unknown): unknown {
  const root: Record<string, unknown> =
    body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as object) } : {};
  let node = root;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i]!;
    const next = node[key];
    node[key] =
      next && typeof next === 'object' && !Array.isArray(next) ? { ...(next as object) } : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
  return root;
}

function deleteAt(body: unknown, path: string[]): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const root = { ...(body as Record<string, unknown>) };
  let node: Record<string, unknown> = root;
  for (let i = 0; i < path.length - 1; i++) {
    const next = node[path[i]!];
    if (!next || typeof next !== 'object' || Array.isArray(next)) return root;
    node[path[i]!] = { ...(next as object) };
    node = node[path[i]!] as Record<string, unknown>;
  }
  delete node[path[path.length - 1]!];
  return root;
}

/** JSON bodies the schema refuses, derived from its shape. */
export function invalidBodies(schema: z.ZodType): fc.Arbitrary<unknown> {
  const base = plausible(schema);
  const paths = fieldPaths(schema);
  const requiredPaths = paths.filter((p) => !unwrap(p.schema).optional);
  const strictObjects = [
    { path: [] as string[], schema },
    ...paths.filter((p) => objectShape(p.schema)?.strict),
  ].filter((p) => objectShape(p.schema)?.strict);

  const mutations: Array<fc.Arbitrary<unknown>> = [
    // The whole body of the wrong kind.
    fc.oneof(
      fc.constant(null),
      fc.integer(),
      fc.string({ maxLength: 20 }),
      fc.boolean(),
      fc.array(base, { minLength: 0, maxLength: 3 }),
      fc.jsonValue({ maxDepth: 3 }),
      fc.constant({}),
      deep,
    ),
  ];
  if (paths.length > 0) {
    const pick = fc.constantFrom(...paths);
    // One field of the wrong type or out of its limits.
    mutations.push(
      fc
        .tuple(base, pick)
        .chain(([body, p]) => wrongValue(p.schema).map((v) => setAt(body, p.path, v))),
    );
    // Nulls, arrays and deep nesting where a field belongs.
    mutations.push(
      fc
        .tuple(
          base,
          pick,
          fc.oneof(fc.constant(null), deep, fc.array(fc.jsonValue({ maxDepth: 1 }))),
        )
        .map(([body, p, v]) => setAt(body, p.path, v)),
    );
  }
  if (requiredPaths.length > 0) {
    // A required field missing (one or several).
    mutations.push(
      fc
        .tuple(base, fc.subarray(requiredPaths, { minLength: 1 }))
        .map(([body, missing]) => missing.reduce((b, p) => deleteAt(b, p.path), body)),
    );
  }
  if (strictObjects.length > 0) {
    // Unknown keys, including the prototype-pollution ones.
    mutations.push(
      fc
        .tuple(
          base,
          fc.constantFrom(...strictObjects),
          fc.oneof(
            fc.string({ minLength: 1, maxLength: 20 }),
            fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'isAdmin', ''),
          ),
          fc.jsonValue({ maxDepth: 2 }),
        )
        .map(([body, o, key, value]) => {
          const extra = JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value ?? null)}}`);
          const target = o.path.length === 0 ? body : readAt(body, o.path);
          // JSON.parse and spreading keep "__proto__" as an own key, so it reaches the wire.
          const merged = { ...(target && typeof target === 'object' ? target : {}), ...extra };
          return o.path.length === 0 ? merged : setAt(body, o.path, merged);
        }),
    );
  }
  return fc.oneof(...mutations).filter((body) => !schema.safeParse(body).success);
}

function readAt(body: unknown, path: string[]): unknown {
  let node = body;
  for (const key of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A request as app.inject sends it. */
export interface FuzzRequest {
  kind: string;
  contentType: string | undefined;
  payload: string | undefined;
}

/** Content types the JSON API must refuse (415), whatever the body says. */
export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'text/html',
  'application/octet-stream',
  'text/json',
  'application/jsonp',
  'application/json-seq',
  'application/vnd.api+json',
  'application/x-json',
  'image/png',
] as const;

const JSON_CT = 'application/json';

/**
 * Whole invalid requests for a route: `schema` is its body schema, or undefined when the
 * route takes no body (then only transport-level faults and random JSON are sent).
 */
export function invalidRequests(
  schema: z.ZodType | undefined,
  bodyLimitBytes: number,
): fc.Arbitrary<FuzzRequest> {
  const refused = schema ? invalidBodies(schema) : fc.jsonValue({ maxDepth: 3 });
  const anyBody = schema ? plausible(schema) : fc.jsonValue({ maxDepth: 3 });
  const text = (value: unknown) => JSON.stringify(value) ?? 'null';
  const stillRefused = (raw: string) => {
    if (!schema) return true;
    try {
      return !schema.safeParse(JSON.parse(raw)).success;
    } catch {
      return true;
    }
  };
  return fc.oneof(
    // Most cases: a JSON body the schema refuses.
    {
      weight: 12,
      arbitrary: refused.map((body) => ({
        kind: 'json',
        contentType: JSON_CT,
        payload: text(body),
      })),
    },
    // Broken JSON text.
    {
      weight: 3,
      arbitrary: fc
        .oneof(
          anyBody.chain((b) =>
            fc
              .integer({ min: 1, max: Math.max(1, text(b).length) })
              .map((cut) => text(b).slice(0, -cut)),
          ),
          anyBody.map((b) => text(b).replace(/"/g, "'")),
          anyBody.map((b) => `${text(b)},`),
          anyBody.map((b) => `${text(b)}${text(b)}`),
          fc.constantFrom(
            '{',
            '}',
            '[',
            '{"a":',
            'NaN',
            'undefined',
            "{'a':1}",
            '{"a":1,}',
            '\u0000',
            '{"a":"\\x"}',
          ),
          fc.string({ minLength: 1, maxLength: 200 }),
        )
        .filter((raw) => {
          try {
            JSON.parse(raw);
            return stillRefused(raw);
          } catch {
            return true;
          }
        })
        .map((payload) => ({ kind: 'broken-json', contentType: JSON_CT, payload })),
    },
    // A JSON content type with parameters or odd casing, over a refused body.
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          refused,
          fc.constantFrom(
            'application/json; charset=utf-8',
            'application/json; charset=latin1',
            'application/json; charset=utf-16',
            'Application/JSON',
            'application/json;;',
            'application/json; boundary=x',
          ),
        )
        .map(([body, contentType]) => ({
          kind: 'json-ct-variant',
          contentType,
          payload: text(body),
        })),
    },
    // Not JSON at all: refused whatever the body says (even a body the schema would take).
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.oneof(anyBody, refused), fc.constantFrom(...WRONG_CONTENT_TYPES))
        .map(([body, contentType]) => ({
          kind: 'wrong-content-type',
          contentType,
          payload: text(body),
        })),
    },
    // No content type at all, with a body; or an empty body declared as JSON.
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.oneof(anyBody, refused).map((body) => ({
          kind: 'no-content-type',
          contentType: undefined,
          payload: text(body),
        })),
        fc
          .constantFrom('', ' ', '\n')
          .map((payload) => ({ kind: 'empty-json', contentType: JSON_CT, payload })),
      ),
    },
    // Over the body limit (413), as valid-looking JSON.
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1, max: 4096 }).map((extra) => ({
        kind: 'oversized',
        contentType: JSON_CT,
        payload: JSON.stringify({ padding: 'x'.repeat(bodyLimitBytes + extra) }),
      })),
    },
    // Deep nesting as raw text, past what a recursive parser survives.
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 1000, max: 15_000 }), fc.boolean())
        .map(([depth, arrays]) => ({
          kind: 'deep-text',
          contentType: JSON_CT,
          payload: arrays
            ? '['.repeat(depth) + ']'.repeat(depth)
            : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
        })),
    },
  );
}

/**
 * Path segments for each parameter, ready for the URL (percent-encoded, or deliberately
 * malformed): values the schema refuses, values that name nothing, over-long and broken ones.
 */
export function fuzzParams(schema: z.ZodType | undefined): fc.Arbitrary<Record<string, string>> {
  const found = objectShape(schema);
  if (!found) return fc.constant({});
  const model: Record<string, fc.Arbitrary<string>> = {};
  for (const key of Object.keys(found.shape)) {
    model[key] = fc.oneof(
      fc.string({ minLength: 1, maxLength: 30 }).map((s) => encodeURIComponent(`fuzz-${s}`)),
      fc
        // Nothing that a lenient lookup could map to a real record ("1.5" finds section 15).
        .constantFrom('0', '-0', '1e999', '99999999999999999999', 'null', ' ', 'NaN', '\u0000')
        .map(encodeURIComponent),
      // Longer than the router's parameter limit.
      fc.integer({ min: 200, max: 260 }).map((n) => 'y'.repeat(n)),
      // Broken percent-encoding.
      fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '%00', '%FF%FE'),
    );
  }
  return fc.record(model);
}
