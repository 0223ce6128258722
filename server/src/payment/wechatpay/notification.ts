import { z } from 'zod';
import { decryptResource, ResourceDecryptError } from './aead.js';
import type { PlatformKey } from './platformKeys.js';
import { PaidTransaction } from './transaction.js';
import { verifyWechatPaySignature, type HeaderSource, type SignatureRefusal } from './verify.js';

/** The notification envelope (通知报文) around the encrypted resource. */
export const NotificationEnvelope = z.object({
  id: z.string(),
  create_time: z.string(),
  resource_type: z.string(),
  event_type: z.string(),
  summary: z.string().optional(),
  resource: z.object({
    original_type: z.string().optional(),
    algorithm: z.string(),
    ciphertext: z.string(),
    associated_data: z.string().optional(),
    nonce: z.string(),
  }),
});
export type NotificationEnvelope = z.infer<typeof NotificationEnvelope>;

/** Why a notification was refused: a signature refusal or one of the steps after it. */
export type NotificationRefusal =
  SignatureRefusal | 'invalid_envelope' | 'decrypt_failed' | 'unsupported_event' | 'invalid_transaction';

export type Refused = { ok: false; reason: NotificationRefusal; detail: string };

/** The notification as received: headers and the raw body text (verification needs the exact bytes). */
export interface IncomingNotification {
  headers: HeaderSource;
  rawBody: string;
}

export interface NotificationKeys {
  platformKeys: readonly PlatformKey[];
  apiV3Key: string | Buffer;
  now: Date;
}

/** Verifies and decrypts any API v3 notification, whatever its event: the envelope and the plaintext. */
export function openNotification(
  incoming: IncomingNotification,
  keys: NotificationKeys,
): { ok: true; envelope: NotificationEnvelope; plaintext: string } | Refused {
  // Signature first: nothing in an unverified body is looked at.
  const check = verifyWechatPaySignature({ headers: incoming.headers, body: incoming.rawBody }, keys);
  if (!check.ok) return check;
  let envelope: NotificationEnvelope;
  try {
    envelope = NotificationEnvelope.parse(JSON.parse(incoming.rawBody));
  } catch {
    return { ok: false, reason: 'invalid_envelope', detail: 'the body is not a notification envelope' };
  }
  try {
    return { ok: true, envelope, plaintext: decryptResource(envelope.resource, keys.apiV3Key) };
  } catch (error) {
    if (!(error instanceof ResourceDecryptError)) throw error;
    return { ok: false, reason: 'decrypt_failed', detail: error.message };
  }
}

/**
 * Verifies, decrypts and validates a payment notification (TRANSACTION.SUCCESS): the paid
 * transaction, or the reason it was refused. Other events (refunds, pay-score…) are refused as
 * `unsupported_event` after their signature has been checked.
 */
export function parseNotification(
  incoming: IncomingNotification,
  keys: NotificationKeys,
): { ok: true; envelope: NotificationEnvelope; transaction: PaidTransaction } | Refused {
  const opened = openNotification(incoming, keys);
  if (!opened.ok) return opened;
  if (opened.envelope.event_type !== 'TRANSACTION.SUCCESS') {
    return { ok: false, reason: 'unsupported_event', detail: `event ${opened.envelope.event_type}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(opened.plaintext);
  } catch {
    return { ok: false, reason: 'invalid_transaction', detail: 'the resource is not JSON' };
  }
  const parsed = PaidTransaction.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: 'invalid_transaction', detail: `${issue?.path.join('.')}: ${issue?.message}` };
  }
  return { ok: true, envelope: opened.envelope, transaction: parsed.data };
}

/** The HTTP answer a notify_url gives WeChat Pay. */
export interface NotificationReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Received and handled: WeChat Pay wants 200 or 204 with no body, and then stops retrying. */
export const NOTIFICATION_ACCEPTED: NotificationReply = { status: 204, headers: {}, body: '' };

/**
 * Not handled: a 4xx/5xx with `{"code":"FAIL","message":…}`; WeChat Pay retries the
 * notification later (over about 24 hours), so use 5xx for our own transient failures.
 */
export function notificationFailure(status: number, message: string): NotificationReply {
  return {
    status,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: 'FAIL', message }),
  };
}

/** The failure reply for a refused notification: 401 for signature problems, 400 for the rest. */
export function replyToRefusal(refusal: Refused): NotificationReply {
  const isSignature = ['missing_header', 'unknown_serial', 'stale_timestamp', 'bad_signature'].includes(refusal.reason);
  return notificationFailure(isSignature ? 401 : 400, refusal.reason);
}
