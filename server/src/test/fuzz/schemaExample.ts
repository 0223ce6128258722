import type { JsonSchema } from './schemaArbitrary.js';

/**
 * The smallest ordinary value of a schema, always the same: required members only, defaults where
 * given, the first enum member and union branch, the shortest array, plain text of the least
 * length. A starting point for a valid request; refinements that JSON Schema cannot state (e.g. "a
 * or b is required") are the caller's to add.
 */
export function exampleOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const union = schema.oneOf ?? schema.anyOf;
  if (union?.[0]) return exampleOf(union[0]);
  switch (schema.type ?? (schema.properties ? 'object' : undefined)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = exampleOf(schema.properties?.[key] ?? {});
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}));
    case 'string':
      return exampleString(schema);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return schema.nullable ? null : {};
  }
}

function exampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'email') return 'someone@example.test';
  if (schema.format === 'uri') return 'https://example.test/';
  if (schema.pattern === '^\\d{6}$') return '000000';
  const length = Math.min(Math.max(7, schema.minLength ?? 0), schema.maxLength ?? Infinity);
  return 'example'.repeat(Math.ceil(length / 7)).slice(0, length);
}
