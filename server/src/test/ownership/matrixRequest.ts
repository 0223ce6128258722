import type { FuzzRequest } from '../fuzz/requestArbitrary.js';
import { percentEncode } from '../fuzz/requestArbitrary.js';
import type { JsonSchema } from '../fuzz/schemaArbitrary.js';
import { exampleOf } from '../fuzz/schemaExample.js';
import { idFieldsOf, parametersSchema, schemaAt, type IdField, type Location } from './idFields.js';
import { REQUEST_ADDITIONS } from './routeKinds.js';

/** The id exampleOf gives every uuid: what is still this after filling was not named by the matrix. */
const PLACEHOLDER = '00000000-0000-4000-8000-000000000000';

/** Values for the request's other members: the requester's own object for each other id, their bibkeys. */
export interface Filler {
  /** An id of the requester's own object for another id member of the request. */
  ownIdFor(field: IdField): Promise<string>;
  /** Bibkeys of the requester's library, for members that name library papers. */
  bibkeys: string[];
}

type Json = Record<string, unknown>;

/** Sets `value` at `path` in `root`, making what is missing on the way from the schema's examples. */
function setAt(root: Json, schema: JsonSchema, path: string[], value: unknown): void {
  let node: Record<string, unknown> | unknown[] = root;
  for (let i = 0; i < path.length; i++) {
    const step = path[i]!;
    const isLast = i === path.length - 1;
    const key = step === '*' ? 0 : step;
    const container = node as Record<string | number, unknown>;
    if (isLast) {
      // A list of ids (`fileIds`) carries the id as its one element.
      container[key] = schemaAt(schema, path).type === 'array' ? [value] : value;
      return;
    }
    if (container[key] === undefined || container[key] === null) {
      const made = exampleOf(schemaAt(schema, path.slice(0, i + 1)));
      container[key] = path[i + 1] === '*' ? (Array.isArray(made) && made.length ? made : [{}]) : made;
    }
    node = container[key] as Record<string, unknown> | unknown[];
  }
}

/** Paths of every string equal to `text` inside `value`, array indexes written as `*`. */
function pathsOf(value: unknown, text: string, path: string[] = []): string[][] {
  if (value === text) return [path];
  if (Array.isArray(value)) return value.flatMap((v) => pathsOf(v, text, [...path, '*']));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => pathsOf(v, text, [...path, k]));
  return [];
}

function replaceAt(root: Json, path: string[], value: unknown): void {
  if (path.length === 0) return;
  let node: unknown = root;
  for (const step of path.slice(0, -1)) node = (node as Record<string, unknown>)[step === '*' ? 0 : step];
  const last = path.at(-1)!;
  (node as Record<string | number, unknown>)[last === '*' ? 0 : last] = value;
}

/** Members named `bibkeys`/`libraryBibkeys` (arrays of library keys) set to the requester's keys. */
function fillBibkeys(value: unknown, bibkeys: string[]): void {
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    if (/bibkeys$/i.test(key) && Array.isArray(child) && child.length) (value as Json)[key] = bibkeys.slice(0, 1);
    else fillBibkeys(child, bibkeys);
  }
}

/**
 * The smallest valid request of the field's operation with `id` in the field: the field's own
 * variant of its location (the union branch that holds it), the requester's own objects in the
 * request's other id members, REQUEST_ADDITIONS for what a schema cannot state.
 */
export async function requestFor(field: IdField, id: string, filler: Filler): Promise<FuzzRequest> {
  const { op } = field;
  const schemas: Record<Location, JsonSchema | undefined> = {
    path: parametersSchema(op.pathParams),
    query: parametersSchema(op.queryParams),
    body: op.body,
  };
  schemas[field.location] = field.variant;
  const values: Record<Location, Json | undefined> = { path: undefined, query: undefined, body: undefined };
  for (const location of ['path', 'query', 'body'] as const) {
    const schema = schemas[location];
    if (!schema) continue;
    const value = (exampleOf(schema) ?? {}) as Json;
    if (location === field.location) setAt(value, schema, field.path, id);
    const others = idFieldsOf(op).filter((f) => f.location === location);
    for (const path of pathsOf(value, PLACEHOLDER)) {
      // In a union by kind, the other member of the same kind as the field's (a folder move's id is a folder).
      const samePath = others.filter((f) => f.path.join('.') === path.join('.'));
      const other = samePath.find((f) => f.siblings.kind === field.siblings.kind) ?? samePath[0];
      if (other) replaceAt(value, path, await filler.ownIdFor(other));
    }
    // Additions first, so a library key they add is the requester's own, like any other.
    const added = location === 'body' ? (REQUEST_ADDITIONS[op.key]?.(value) ?? value) : value;
    fillBibkeys(added, filler.bibkeys);
    values[location] = added;
  }
  const body = values.body;
  const pathValues = values.path ?? {};
  const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => percentEncode(String(pathValues[name])));
  const query = Object.entries(values.query ?? {})
    .map(([k, v]) => `${percentEncode(k)}=${percentEncode(String(v))}`)
    .join('&');
  return {
    method: op.method,
    url: query ? `${url}?${query}` : url,
    headers: body ? { 'content-type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
  };
}
