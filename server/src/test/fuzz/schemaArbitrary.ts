import fc from 'fast-check';
import { EDGE_NUMBERS, hostileString, repeatTo } from './hostileStrings.js';

/** The part of JSON Schema (OpenAPI 3.0 flavour) the generated document uses. */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/**
 * How values are made. `valid` values satisfy the schema (free text is often hostile text that still
 * fits: NUL, lone surrogates, metacharacters, maximum lengths), so requests get past validation and
 * reach handlers and the database. `broken` values break it now and then: wrong types, missing
 * required members, out-of-range numbers, over-long strings, unknown and prototype-polluting keys.
 */
export type ValueMode = 'valid' | 'broken';

export interface ArbitraryOptions {
  mode: ValueMode;
  /**
   * Values for a string member by its name (the member's, or the array's for array items), e.g.
   * ids the signed-in user owns; undefined falls back to the schema. Mixed with generated values.
   */
  stringHint?: (name: string, schema: JsonSchema) => fc.Arbitrary<string> | undefined;
  /**
   * The only values for a member, by its name, whatever its schema says: for members whose values
   * must be constrained for safety (e.g. URLs the app would call).
   */
  override?: (name: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;
  /** Values for a member of an open schema (`{}`) by its name, e.g. a ProseMirror document. */
  anyHint?: (name: string) => fc.Arbitrary<unknown> | undefined;
  /** Longest generated string for a member without maxLength. */
  maxFreeLength?: number;
}

/** Keys that have broken servers that merge objects into others. */
const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', '$where', ''];

const SAFE_MIN = Number.MIN_SAFE_INTEGER;
const SAFE_MAX = Number.MAX_SAFE_INTEGER;

/** Any JSON value, small: what a wrong type looks like. */
const wrongValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string({ maxLength: 8 }),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
  );

/** A value of the schema's own type that breaks one of its limits, when it has one. */
function outOfRange(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> | undefined {
  const type = typeOf(schema);
  if (type === 'string') {
    const options: fc.Arbitrary<unknown>[] = [];
    if (schema.maxLength !== undefined) options.push(fc.constant(repeatTo('ä', schema.maxLength + 1)));
    if ((schema.minLength ?? 0) > 0) options.push(fc.constant(repeatTo('b', schema.minLength! - 1)));
    if (schema.enum) options.push(fc.constant(`${String(schema.enum[0])}-not-a-member`));
    if (schema.format || schema.pattern) options.push(hostileString(300));
    return options.length ? fc.oneof(...options) : undefined;
  }
  if (type === 'integer' || type === 'number') {
    const options: fc.Arbitrary<unknown>[] = [fc.constantFrom(...EDGE_NUMBERS)];
    if (schema.minimum !== undefined && schema.minimum > SAFE_MIN) options.push(fc.constant(schema.minimum - 1));
    if (schema.maximum !== undefined && schema.maximum < SAFE_MAX) options.push(fc.constant(schema.maximum + 1));
    if (type === 'integer') options.push(fc.constant(1.5));
    return fc.oneof(...options);
  }
  if (type === 'array') {
    if (schema.maxItems !== undefined && schema.maxItems <= 300) {
      // Hints and overrides still apply inside (an override may be there for safety).
      const item = schema.items ? valueOf(schema.items, { ...options, mode: 'valid' }, '') : fc.constant(null);
      return fc.array(item, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 1 });
    }
    if ((schema.minItems ?? 0) > 0) return fc.constant([]);
  }
  return undefined;
}

function typeOf(schema: JsonSchema): JsonSchema['type'] {
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

/** Strings for a `format` or `pattern`, or undefined when the schema has neither. */
function formattedString(schema: JsonSchema): fc.Arbitrary<string> | undefined {
  if (schema.format === 'uuid') {
    const nilAndMax = fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff');
    return fc.oneof({ weight: 8, arbitrary: fc.uuid() }, { weight: 1, arbitrary: nilAndMax });
  }
  // zod writes its own pattern beside a format (its email rule is stricter than RFC 5322): follow it.
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  switch (schema.format) {
    case 'email':
      return fc
        .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9_+'-]{0,20}$/), fc.stringMatching(/^[a-z0-9]{1,10}\.[a-z]{2,6}$/))
        .map(([local, domain]) => `${local}@${domain}`);
    case 'uri':
      // Only this machine: a URL may be called by the app (a model's base URL), and fuzzing must
      // never send traffic anywhere else.
      return fc
        .tuple(
          fc.constantFrom('http://127.0.0.1:9', 'http://localhost:9', 'http://[::1]:9'),
          fc.webPath(),
          fc.webQueryParameters(),
        )
        .map(([origin, path, query]) => `${origin}${path}${query ? `?${query}` : ''}`);
    case 'date-time':
      return fc
        .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
  }
  return undefined;
}

/** Text with no format: ordinary words, any Unicode, or hostile text, cut to fit the limits. */
function freeText(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? options.maxFreeLength ?? 5000;
  const word = fc.constantFrom('neural', 'translation', 'attention', '注意力', 'survey', 'quality', 'x');
  const sources = fc.oneof(
    { weight: 4, arbitrary: fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => w.join(' ')) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
    { weight: 4, arbitrary: hostileString(Math.min(max, 60_000)) },
    // The longest text the schema allows, where most bugs of size live.
    { weight: 1, arbitrary: fc.constant(repeatTo('长 text ', max)) },
  );
  // Limits count code points (as zod and JSON Schema do); a cut at `max` code units stays within them.
  // Trimmed fields count what is left after trimming: pad with a letter, not a space.
  return sources.map((s) => {
    const points = [...s].length;
    return points < min ? s + repeatTo('m', min - points) : s.slice(0, max);
  });
}

function stringValue(schema: JsonSchema, options: ArbitraryOptions, name: string): fc.Arbitrary<string> {
  const hinted = options.stringHint?.(name, schema);
  const formatted = formattedString(schema);
  const own = formatted
    ? formatted.filter(
        (s) => s.length >= (schema.minLength ?? 0) && (schema.maxLength === undefined || s.length <= schema.maxLength),
      )
    : freeText(schema, options);
  return hinted ? fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: own }) : own;
}

function numberValue(schema: JsonSchema): fc.Arbitrary<number> {
  const isInt = schema.type === 'integer';
  const min = Math.max(schema.minimum ?? SAFE_MIN, SAFE_MIN);
  const max = Math.min(schema.maximum ?? SAFE_MAX, SAFE_MAX);
  const inRange = (n: number) => n >= min && n <= max && (!isInt || Number.isInteger(n));
  const edges = [min, max, ...EDGE_NUMBERS].filter(inRange);
  const small = fc.integer({ min: Math.max(min, -3), max: Math.min(max, Math.max(min, -3) + 120) });
  const any = isInt ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(
    { weight: 4, arbitrary: small },
    { weight: 2, arbitrary: any },
    { weight: 2, arbitrary: fc.constantFrom(...edges) },
  );
}

function arrayValue(schema: JsonSchema, options: ArbitraryOptions, name: string): fc.Arbitrary<unknown[]> {
  const minLength = schema.minItems ?? 0;
  const maxItems = schema.maxItems ?? 8;
  const item = schema.items ? valueOf(schema.items, options, name) : wrongValue();
  const usual = fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(maxItems, 6)) });
  if (maxItems <= 6 || maxItems > 60) return usual;
  // Now and then the most the schema allows.
  return fc.oneof({ weight: 6, arbitrary: usual }, fc.array(item, { minLength: maxItems, maxLength: maxItems }));
}

function objectValue(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, child] of Object.entries(properties)) model[key] = valueOf(child, options, key);
  const requiredKeys = Object.keys(properties).filter((k) => required.has(k));
  let record: fc.Arbitrary<Record<string, unknown>> = fc.record(model, { requiredKeys });
  if (schema.additionalProperties && schema.additionalProperties !== true && Object.keys(properties).length === 0) {
    // A map (z.record): its own keys and values.
    const values = valueOf(schema.additionalProperties, options, '');
    record = fc.dictionary(fc.string({ maxLength: 12 }), values, { maxKeys: 4 });
  } else if (schema.additionalProperties !== false && options.mode === 'valid') {
    // Loose objects keep unknown members: send some.
    record = fc
      .tuple(record, fc.option(fc.dictionary(fc.constantFrom('extra', 'x-y', '中'), wrongValue(), { maxKeys: 2 })))
      .map(([r, extra]) => ({ ...extra, ...r }));
  }
  if (options.mode !== 'broken') return record;
  return fc.oneof(
    { weight: 6, arbitrary: record },
    {
      weight: 1,
      arbitrary: fc.tuple(record, fc.constantFrom(...requiredKeys, '')).map(([r, drop]) => {
        const copy = { ...r };
        delete copy[drop];
        return copy;
      }),
    },
    {
      weight: 1,
      // A computed key makes an own member even for __proto__, so JSON.stringify sends it.
      arbitrary: fc
        .tuple(record, fc.constantFrom(...POLLUTING_KEYS), wrongValue())
        .map(([r, key, value]) => ({ ...r, [key]: value })),
    },
  );
}

/** Values of a schema without its `nullable`, in valid mode. */
function ownValue(schema: JsonSchema, options: ArbitraryOptions, name: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.oneOf ?? schema.anyOf;
  if (union) return fc.oneof(...union.map((branch) => valueOf(branch, options, name)));
  if (schema.allOf) return valueOf(mergeAll(schema.allOf), options, name);
  switch (typeOf(schema)) {
    case 'object':
      return objectValue(schema, options);
    case 'array':
      return arrayValue(schema, options, name);
    case 'string':
      return stringValue(schema, options, name);
    case 'integer':
    case 'number':
      return numberValue(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return options.anyHint?.(name) ?? fc.jsonValue({ maxDepth: 2 });
  }
}

/** allOf of object schemas as one object schema. */
function mergeAll(parts: JsonSchema[]): JsonSchema {
  return parts.reduce<JsonSchema>(
    (acc, part) => ({
      ...acc,
      ...part,
      properties: { ...acc.properties, ...part.properties },
      required: [...(acc.required ?? []), ...(part.required ?? [])],
    }),
    {},
  );
}

/** An arbitrary for one schema node (`name` is the member it fills, for hints). */
function valueOf(schema: JsonSchema, options: ArbitraryOptions, name: string): fc.Arbitrary<unknown> {
  // An override is the member's only values, in broken mode too.
  const forced = options.override?.(name, schema);
  if (forced) return forced;
  let value = ownValue(schema, options, name);
  if (schema.nullable) value = fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) });
  if (options.mode !== 'broken') return value;
  const broken = [wrongValue(), outOfRange(schema, options)].filter((a): a is fc.Arbitrary<unknown> => a !== undefined);
  return fc.oneof({ weight: 10, arbitrary: value }, ...broken.map((arbitrary) => ({ weight: 1, arbitrary })));
}

/** A fast-check arbitrary for values of a JSON Schema (see ValueMode). */
export function arbitraryFromSchema(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  return valueOf(schema, options, '');
}
