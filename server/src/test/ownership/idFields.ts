import type { Operation, Parameter } from '../fuzz/operations.js';
import type { JsonSchema } from '../fuzz/schemaArbitrary.js';

/** Where a request carries a member. */
export type Location = 'path' | 'query' | 'body';

/** A member of a request that names an object by its id. */
export interface IdField {
  op: Operation;
  location: Location;
  /** Member names from the location's root; `*` stands for an array's items. */
  path: string[];
  /** The member's own name. */
  name: string;
  /** Members beside it with one fixed value (e.g. `kind: 'note'`), which say which union branch it is in. */
  siblings: Record<string, unknown>;
  /** The location's schema with each union on the way to the member replaced by the branch that holds it. */
  variant: JsonSchema;
}

/** `id`, `ids`, `noteId`, `projectIds`, …: the names of members that carry object ids. */
export const isIdName = (name: string) => /^ids?$/.test(name) || /[a-z0-9](Id|Ids)$/.test(name);

/** "path.to.member" for messages. */
export const describeField = (f: IdField) => `${f.op.key} ${f.location}.${f.path.join('.')}`;

function isTextual(schema: JsonSchema): boolean {
  if (schema.type === 'string' || schema.type === undefined) return true;
  if (schema.type === 'array') return schema.items ? isTextual(schema.items) : true;
  return false;
}

function fixedSiblings(schema: JsonSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (child.const !== undefined) out[key] = child.const;
    else if (child.enum?.length === 1) out[key] = child.enum[0];
  }
  return out;
}

type Rebuild = (replacement: JsonSchema) => JsonSchema;

function walk(schema: JsonSchema, path: string[], rebuild: Rebuild, found: Omit<IdField, 'op' | 'location'>[]): void {
  const union = schema.oneOf ?? schema.anyOf;
  if (union) {
    // Each branch stands for the whole union in the variants of the members found inside it.
    for (const branch of union) walk({ ...branch, nullable: schema.nullable }, path, rebuild, found);
    return;
  }
  if (schema.allOf) {
    for (const part of schema.allOf) walk(part, path, rebuild, found);
    return;
  }
  if (schema.items) walk(schema.items, [...path, '*'], (r) => rebuild({ ...schema, items: r }), found);
  const properties = schema.properties ?? {};
  for (const [key, child] of Object.entries(properties)) {
    const here = [...path, key];
    const rebuildHere: Rebuild = (r) =>
      structuredClone(rebuild({ ...schema, properties: { ...properties, [key]: r } }));
    if (isIdName(key) && isTextual(child)) {
      found.push({ path: here, name: key, siblings: fixedSiblings(schema), variant: rebuildHere(child) });
    } else {
      walk(child, here, rebuildHere, found);
    }
  }
}

/** Parameters as the object schema a request's path or query is. */
export function parametersSchema(params: Parameter[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

/**
 * A field whose object has a `kind` with several values (the app's name for what an id names, e.g.
 * restore's `kind: 'note' | 'folder'`) stands for one field per kind, each variant with its kind fixed.
 */
function perKind(field: Omit<IdField, 'op' | 'location'>): Array<Omit<IdField, 'op' | 'location'>> {
  const holder = schemaAt(field.variant, field.path.slice(0, -1));
  const kinds = holder.properties?.kind?.enum;
  if (!kinds || kinds.length < 2 || field.siblings.kind !== undefined) return [field];
  return kinds.map((kind) => {
    holder.properties!.kind = { type: 'string', enum: [kind] };
    return { ...field, siblings: { ...field.siblings, kind }, variant: structuredClone(field.variant) };
  });
}

/** The schema of the member at `path` (`*` for an array's items); `{}` where there is none. */
export function schemaAt(schema: JsonSchema, path: string[]): JsonSchema {
  let node = schema;
  for (const step of path) node = (step === '*' ? node.items : node.properties?.[step]) ?? {};
  return node;
}

/** Every member of the operation's path, query and JSON body whose name says it carries an object id. */
export function idFieldsOf(op: Operation): IdField[] {
  const roots: Array<[Location, JsonSchema | undefined]> = [
    ['path', parametersSchema(op.pathParams)],
    ['query', parametersSchema(op.queryParams)],
    ['body', op.body],
  ];
  return roots.flatMap(([location, schema]) => {
    if (!schema) return [];
    const found: Omit<IdField, 'op' | 'location'>[] = [];
    walk(schema, [], (r) => r, found);
    return found.flatMap(perKind).map((f) => ({ ...f, op, location }));
  });
}
