import type { JsonSchema } from './schemaArbitrary.js';

/** The parts of an OpenAPI 3 document the fuzz reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  tags?: string[];
  security?: unknown[];
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

/** A parameter of an operation. */
export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the document: a method on a path. */
export interface Operation {
  /** Upper case: GET, POST, … */
  method: string;
  /** The document's path template, e.g. /v1/papers/library/{id}. */
  path: string;
  /** `METHOD path`, the operation's name in reports and tables. */
  key: string;
  tags: string[];
  /** True when the document says it needs a bearer token. */
  isSecured: boolean;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the document gives one. */
  body: JsonSchema | undefined;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = (where: OpenApiParameter['in']) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({
            name: p.name,
            required: p.required ?? where === 'path',
            schema: p.schema ?? { type: 'string' },
          }));
      out.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        tags: op.tags ?? [],
        isSecured: (op.security ?? []).length > 0,
        pathParams: params('path'),
        queryParams: params('query'),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return out;
}

/** A Fastify path (`/v1/papers/library/:id`) as the document writes it (`/v1/papers/library/{id}`). */
export const toDocumentPath = (fastifyPath: string) => fastifyPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
