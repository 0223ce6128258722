import { z } from 'zod';
import { EditedSection } from '@inkstone/shared/api/writing';
import { UpstreamError } from '../errors.js';

/**
 * The JSON object of a model's reply: models wrap it in code fences or add a sentence around it, so
 * the outermost `{…}` is taken. Throws 502 upstream_error when there is none or it does not fit.
 */
export function parseModelJson<T extends z.ZodType>(text: string, schema: T, what: string): z.infer<T> {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  let value: unknown;
  try {
    value = start >= 0 && end > start ? JSON.parse(text.slice(start, end + 1)) : undefined;
  } catch {
    value = undefined;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw UpstreamError(`The model did not return a usable ${what}. Please retry.`);
  return parsed.data;
}

/** The outline a model returns (ids optional: new sections have none). */
export const OutlineReply = z.object({ sections: z.array(EditedSection).min(1).max(30) });

/** The support-check verdicts a model returns. */
export const VerdictsReply = z.object({
  verdicts: z.array(z.object({ n: z.number().int(), supported: z.boolean() })),
});
