import { z } from 'zod';

/** The response envelope every /v1 call returns (spec §3). `errorCode` is a stable snake_case id. */
export interface ApiResponse<T> {
  success: boolean;
  errorMsg?: string;
  errorCode?: string;
  data?: T;
}

/** Wraps a data schema in the success envelope, for OpenAPI response documentation. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
  });
}

/** The failure envelope, written only by the server's error handler. */
export const ErrorEnvelope = z.object({
  success: z.literal(false),
  errorMsg: z.string(),
  errorCode: z.string(),
  /** What the client needs to recover, for some errors (e.g. the current version on a 409). */
  data: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
