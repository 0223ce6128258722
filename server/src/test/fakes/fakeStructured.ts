import type { FakeLlmRequest } from './fakeLlm.js';

/**
 * How the fake model treats requests for structured data (replies scripted with `json`):
 * - `schema`: honours everything — response_format json_schema or json_object, a forced tool call,
 *   and JSON asked for in the prompt only (OpenAI, vLLM, LM Studio, Ollama);
 * - `jsonMode`: answers JSON only when response_format is json_object, prose otherwise — it ignores a
 *   json_schema format and tools (DeepSeek, Moonshot, Zhipu, Qwen);
 * - `tool`: answers with a tool call when the request names a tool, prose otherwise;
 * - `prose`: never answers with JSON.
 */
export type FakeStructuredKind = 'schema' | 'jsonMode' | 'tool' | 'prose';

/** The prose a model answers when it does not give the JSON asked for. */
export const PROSE_ANSWER =
  'Certainly! These papers look relevant to the topic; I would discuss the methods first and the evaluation after.';

/** How a request asks for structure, read from its body. */
function askedFor(body: FakeLlmRequest['body']): 'json_schema' | 'json_object' | 'tool' | 'none' {
  const format = (body.response_format as { type?: string } | undefined)?.type;
  if (format === 'json_schema' || format === 'json_object') return format;
  return Array.isArray(body.tools) && body.tools.length > 0 ? 'tool' : 'none';
}

/** The name of the request's (first) tool. */
const toolName = (body: FakeLlmRequest['body']) =>
  (body.tools as Array<{ function: { name: string } }>)[0]!.function.name;

/** What a model of `kind` answers when the scripted structured answer is `value`. */
export function structuredAnswer(
  kind: FakeStructuredKind,
  request: FakeLlmRequest,
  value: unknown,
): { text: string } | { toolCall: { name: string; arguments: string } } {
  const asked = askedFor(request.body);
  const json = JSON.stringify(value);
  const toolCall = () => ({ toolCall: { name: toolName(request.body), arguments: json } });
  switch (kind) {
    case 'schema':
      if (asked === 'json_schema') assertFits(value, jsonSchemaOf(request.body), '$');
      return asked === 'tool' ? toolCall() : { text: json };
    case 'jsonMode':
      return asked === 'json_object' ? { text: json } : { text: PROSE_ANSWER };
    case 'tool':
      return asked === 'tool' ? toolCall() : { text: PROSE_ANSWER };
    case 'prose':
      return { text: PROSE_ANSWER };
  }
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
}

const jsonSchemaOf = (body: FakeLlmRequest['body']) =>
  (body.response_format as { json_schema: { schema: JsonSchema } }).json_schema.schema;

const typeOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

/**
 * A model that honours a JSON schema (constrained decoding) never answers outside it, so neither may
 * the fake: a scripted answer that does not fit the request's schema is a mistake of the test, thrown
 * (the fake lists it among its unexpected requests). Checks types, required properties, items, enums.
 */
function assertFits(value: unknown, schema: JsonSchema, path: string): void {
  if (schema.anyOf) {
    const fits = schema.anyOf.some((option) => {
      try {
        assertFits(value, option, path);
        return true;
      } catch {
        return false;
      }
    });
    if (!fits) throw new Error(`fake schema model: ${path} fits none of anyOf`);
    return;
  }
  const types = schema.type === undefined ? [] : [schema.type].flat();
  const actual = typeOf(value);
  const isTyped = types.length === 0 || types.includes(actual) || (actual === 'integer' && types.includes('number'));
  if (!isTyped) throw new Error(`fake schema model: ${path} is ${actual}, the schema asks for ${types.join('|')}`);
  if (schema.enum && !schema.enum.includes(value)) throw new Error(`fake schema model: ${path} is not in its enum`);
  if (actual === 'array' && schema.items) {
    (value as unknown[]).forEach((item, i) => assertFits(item, schema.items!, `${path}[${i}]`));
  }
  if (actual === 'object') {
    const object = value as Record<string, unknown>;
    for (const key of schema.required ?? []) {
      if (!(key in object)) throw new Error(`fake schema model: ${path}.${key} is required by the schema`);
    }
    for (const [key, sub] of Object.entries(schema.properties ?? {})) {
      if (key in object) assertFits(object[key], sub, `${path}.${key}`);
    }
  }
}

/** Splits a string in pieces of about `size` characters (streamed as one chunk each). */
export function piecesOf(text: string, size = 40): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length > 0 ? out : [''];
}
