import type { z } from 'zod';

/**
 * `value` (a stream event's data) as `schema` reads it, or undefined when it has another shape.
 * spec §8: data the page cannot read is logged and left out, never cast to what it should be.
 */
export function readStreamData<T>(schema: z.ZodType<T>, value: unknown, what: string): T | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  // eslint-disable-next-line no-console -- spec §8 asks for unreadable stream data to be logged
  console.warn(`Unreadable ${what}`, value, parsed.error.issues);
  return undefined;
}
