import { z } from 'zod';

/** Query of `GET /v1/dev/outbox` (development only): optional recipient filter and a row limit. */
export const DevOutboxQuery = z.object({
  recipient: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .transform((s) => s.toLowerCase())
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type DevOutboxQuery = z.infer<typeof DevOutboxQuery>;

/** One message that would have been emailed or texted, as stored by the development outbox. */
export const DevOutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type DevOutboxMessage = z.infer<typeof DevOutboxMessage>;

/** Newest first. */
export const DevOutboxRes = z.object({ items: z.array(DevOutboxMessage) });
export type DevOutboxRes = z.infer<typeof DevOutboxRes>;

/** Body of `POST /v1/dev/grantAdmin` (development only): the email or phone of an existing account. */
export const DevGrantAdminReq = z.object({ account: z.string().trim().min(1).max(254) });
export type DevGrantAdminReq = z.infer<typeof DevGrantAdminReq>;
