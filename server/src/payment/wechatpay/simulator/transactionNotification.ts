import { randomUUID } from 'node:crypto';
import { encryptResource } from '../aead.js';
import { toBeijingRfc3339 } from '../beijingTime.js';
import { signAsPlatform, type PlatformKeyPair, type SignedMessage } from './platformSigning.js';
import { transactionView, type SimulatedOrder } from './simulatedOrders.js';

/**
 * The TRANSACTION.SUCCESS notification of a paid order, shaped like the documented envelope
 * (fixture notify_envelope_TRANSACTION.SUCCESS.documented-example.json): the transaction
 * encrypted with the APIv3 key under associated data "transaction", the body signed by the platform.
 */
export function transactionSuccessNotification(
  order: SimulatedOrder,
  keys: { apiV3Key: string; platform: PlatformKeyPair },
  now: Date,
): SignedMessage {
  const envelope = {
    id: randomUUID(),
    create_time: toBeijingRfc3339(now),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: encryptResource(JSON.stringify(transactionView(order)), keys.apiV3Key, {
      associatedData: 'transaction',
      originalType: 'transaction',
    }),
  };
  const signed = signAsPlatform(keys.platform, JSON.stringify(envelope), now);
  return { ...signed, headers: { ...signed.headers, 'Content-Type': 'application/json' } };
}

/** POSTs a notification as WeChat Pay does and returns the HTTP status the receiver answered. */
export async function deliverNotification(url: string, notification: SignedMessage): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...notification.headers },
    body: notification.body,
    // WeChat Pay gives a notify_url a few seconds before it counts the delivery as failed.
    signal: AbortSignal.timeout(5_000),
  });
  await response.arrayBuffer(); // drain, so the connection can be reused
  return response.status;
}
