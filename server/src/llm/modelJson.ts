import type { z } from 'zod';

/**
 * The JSON value in a model's answer: tolerates code fences, a preface or closing remark around it,
 * and a leading reasoning block (`<think>…</think>`). Undefined when no parsable object or array is found.
 */
export function extractJson(text: string): unknown {
  const body = text.replace(/<think>[\s\S]*?<\/think>/g, '');
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(body)?.[1];
  for (const candidate of [fenced, body]) {
    if (candidate === undefined) continue;
    const parsed = parseOutermost(candidate);
    if (parsed !== undefined) return parsed;
  }
  return undefined;
}

// From the first `{` or `[` to the last matching closer: models often wrap the object in prose.
function parseOutermost(text: string): unknown {
  const start = text.search(/[{[]/);
  if (start < 0) return undefined;
  const closer = text[start] === '{' ? '}' : ']';
  for (let end = text.lastIndexOf(closer); end > start; end = text.lastIndexOf(closer, end - 1)) {
    try {
      return JSON.parse(text.slice(start, end + 1));
    } catch {
      // A closer inside a trailing remark: try the previous one.
    }
  }
  return undefined;
}

/** The model's answer read as `schema`; undefined when it is not JSON of that shape. */
export function parseModelJson<T>(text: string, schema: z.ZodType<T>): T | undefined {
  const result = schema.safeParse(extractJson(text));
  return result.success ? result.data : undefined;
}
