import { createSign, randomBytes, type KeyObject } from 'node:crypto';
import { findPlatformKey, publicKeyOf, type PlatformKey } from './platformKeys.js';
import { isTimestampFresh, verifyRsaSha256, type SignatureCheck } from './verify.js';

/** The Authorization scheme of API v3 merchant requests. */
export const AUTHORIZATION_SCHEME = 'WECHATPAY2-SHA256-RSA2048';

/** What a merchant signs with: its id, its API certificate's serial and that certificate's private key. */
export interface MerchantSigner {
  mchid: string;
  serial: string;
  privateKey: KeyObject | string;
}

/** The request as signed: method, path with query exactly as sent, body text ('' for GET). */
export interface SignedRequestParts {
  method: string;
  urlPathWithQuery: string;
  body: string;
}

/** The string a merchant signs: method, path+query, timestamp, nonce and body, each line-terminated. */
export function requestSigningMessage(req: SignedRequestParts, timestamp: string, nonce: string): string {
  return `${req.method.toUpperCase()}\n${req.urlPathWithQuery}\n${timestamp}\n${nonce}\n${req.body}\n`;
}

/** base64(RSA-SHA256(privateKey, message)). */
export function signRsaSha256(privateKey: KeyObject | string, message: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

/** A 32-character random nonce (WeChat allows up to 32). */
export function randomNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

/** Builds the Authorization header of one request. `timestamp`/`nonce` are injectable for tests. */
export function buildAuthorization(
  signer: MerchantSigner,
  req: SignedRequestParts,
  at: { now: Date; nonce?: string },
): string {
  const timestamp = String(Math.floor(at.now.getTime() / 1000));
  const nonce = at.nonce ?? randomNonce();
  const signature = signRsaSha256(signer.privateKey, requestSigningMessage(req, timestamp, nonce));
  return (
    `${AUTHORIZATION_SCHEME} mchid="${signer.mchid}",nonce_str="${nonce}",signature="${signature}",` +
    `timestamp="${timestamp}",serial_no="${signer.serial}"`
  );
}

/** The fields of an Authorization header, or null when it is not the API v3 scheme. */
export function parseAuthorization(header: string): Record<string, string> | null {
  if (!header.startsWith(`${AUTHORIZATION_SCHEME} `)) return null;
  const fields: Record<string, string> = {};
  // Values are quoted and never contain quotes (base64, hex, digits), so a simple scan is exact.
  for (const match of header.slice(AUTHORIZATION_SCHEME.length + 1).matchAll(/(\w+)="([^"]*)"/g)) {
    fields[match[1] as string] = match[2] as string;
  }
  return fields;
}

/**
 * Checks a merchant's Authorization header as WeChat Pay would: the scheme, the merchant id, the
 * certificate serial (its key is looked up by serial), a timestamp within 5 minutes and the
 * signature over the request. Used by the simulator; the result says why a request was refused.
 */
export function verifyAuthorization(
  header: string | undefined,
  req: SignedRequestParts,
  options: { mchid: string; merchantKeys: readonly PlatformKey[]; now: Date },
): SignatureCheck {
  const fields = header ? parseAuthorization(header) : null;
  const { mchid, nonce_str: nonce, signature, timestamp, serial_no: serial } = fields ?? {};
  if (!mchid || !nonce || !signature || !timestamp || !serial) {
    return { ok: false, reason: 'missing_header', detail: 'Authorization is missing or not WECHATPAY2-SHA256-RSA2048' };
  }
  const key = mchid === options.mchid ? findPlatformKey(options.merchantKeys, serial) : undefined;
  if (!key) return { ok: false, reason: 'unknown_serial', detail: `no merchant key for ${mchid} / ${serial}` };
  if (!isTimestampFresh(timestamp, options.now)) {
    return { ok: false, reason: 'stale_timestamp', detail: `timestamp ${timestamp} is more than 5 minutes off` };
  }
  if (!verifyRsaSha256(publicKeyOf(key.pem), requestSigningMessage(req, timestamp, nonce), signature)) {
    return { ok: false, reason: 'bad_signature', detail: 'the signature does not match the request' };
  }
  return { ok: true, serial: key.serial };
}
