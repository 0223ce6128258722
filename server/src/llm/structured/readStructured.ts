import { z } from 'zod';
import { extractJson } from '../modelJson.js';

/** An answer checked against a step's schema: its value, or what is wrong with it (fed back to the model). */
export type Checked<T> = { isValid: true; value: T } | { isValid: false; problem: string };

// Enough of zod's message for the model to see what to fix, short enough not to crowd the retry.
const MAX_PROBLEM_CHARS = 800;

/** Checks a value (a tool call's input, or JSON read from text) against `schema`. */
export function checkValue<T>(value: unknown, schema: z.ZodType<T>): Checked<T> {
  if (value === undefined) return { isValid: false, problem: 'The answer contains no JSON object.' };
  const result = schema.safeParse(value);
  if (result.success) return { isValid: true, value: result.data };
  return { isValid: false, problem: z.prettifyError(result.error).slice(0, MAX_PROBLEM_CHARS) };
}

/**
 * Reads a text answer: the JSON in it (code fences, a preface, a `<think>` block tolerated — see
 * extractJson) checked against `schema`.
 */
export const checkText = <T>(text: string, schema: z.ZodType<T>): Checked<T> => checkValue(extractJson(text), schema);

/**
 * The schema as the prompt describes it, for the modes where the request cannot carry it (JSON mode,
 * prompt only): a JSON Schema of what the model writes (input side: defaults may be left out).
 */
export function schemaInstruction(schema: z.ZodType): string {
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  delete jsonSchema.$schema;
  return `Answer with one JSON object that matches this JSON Schema, and nothing else:\n${JSON.stringify(jsonSchema)}`;
}
