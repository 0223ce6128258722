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
      return asked === 'tool' ? toolCall() : { text: json };
    case 'jsonMode':
      return asked === 'json_object' ? { text: json } : { text: PROSE_ANSWER };
    case 'tool':
      return asked === 'tool' ? toolCall() : { text: PROSE_ANSWER };
    case 'prose':
      return { text: PROSE_ANSWER };
  }
}

/** Splits a string in pieces of about `size` characters (streamed as one chunk each). */
export function piecesOf(text: string, size = 40): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length > 0 ? out : [''];
}
