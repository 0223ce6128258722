import { z } from 'zod';
import { EditedSection } from '@inkstone/shared/api/writing';
import { UpstreamError } from '../errors.js';
import { parseModelJson } from '../llm/modelJson.js';

/** The model's reply read as `schema` (see llm/modelJson.ts); 502 upstream_error when it does not fit. */
export function requireModelJson<T>(text: string, schema: z.ZodType<T>, what: string): T {
  const value = parseModelJson(text, schema);
  if (value === undefined) throw UpstreamError(`The model did not return a usable ${what}. Please retry.`);
  return value;
}

/** The outline a model returns (ids optional: new sections have none). */
export const OutlineReply = z.object({ sections: z.array(EditedSection).min(1).max(30) });

/** The support-check verdicts a model returns. */
export const VerdictsReply = z.object({
  verdicts: z.array(z.object({ n: z.number().int(), supported: z.boolean() })),
});
