import { createVerify, type KeyObject } from 'node:crypto';
import { findPlatformKey, publicKeyOf, type PlatformKey } from './platformKeys.js';

/** WeChat Pay refuses, and so do we, a signed message whose timestamp is more than 5 minutes off. */
export const MAX_CLOCK_SKEW_SECONDS = 300;

/** Why a signed message was refused. */
export type SignatureRefusal = 'missing_header' | 'unknown_serial' | 'stale_timestamp' | 'bad_signature';

/** The outcome of checking a signature: the key that verified it, or the reason it was refused. */
export type SignatureCheck = { ok: true; serial: string } | { ok: false; reason: SignatureRefusal; detail: string };

/** Headers as fetch gives them (`Headers`) or as node:http / Fastify give them (a plain record). */
export type HeaderSource = Headers | Record<string, string | string[] | undefined>;

/** Reads one header case-insensitively; the first value when a record holds several. */
export function readHeader(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/** RSA PKCS#1 v1.5 with SHA-256 over the UTF-8 message: the only scheme API v3 uses. */
export function verifyRsaSha256(publicKey: KeyObject | string, message: string, signatureBase64: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signatureBase64, 'base64');
  } catch {
    // A malformed key or signature is a failed verification, never an exception for the caller.
    return false;
  }
}

/** True when a Unix-seconds timestamp string is within MAX_CLOCK_SKEW_SECONDS of now. */
export function isTimestampFresh(timestamp: string, now: Date): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(now.getTime() / 1000 - Number(timestamp)) <= MAX_CLOCK_SKEW_SECONDS;
}

/** The string WeChat Pay signs in responses and notifications. */
export function platformSigningMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

/**
 * Verifies a WeChat Pay response or notification: `Wechatpay-Timestamp`, `-Nonce`, `-Signature`
 * and `-Serial` over the exact body bytes received (as text). The key is chosen by serial so a
 * rotated-out or foreign key is refused rather than tried; the timestamp check stops replays of
 * old messages.
 */
export function verifyWechatPaySignature(
  message: { headers: HeaderSource; body: string },
  options: { platformKeys: readonly PlatformKey[]; now: Date },
): SignatureCheck {
  const timestamp = readHeader(message.headers, 'Wechatpay-Timestamp');
  const nonce = readHeader(message.headers, 'Wechatpay-Nonce');
  const signature = readHeader(message.headers, 'Wechatpay-Signature');
  const serial = readHeader(message.headers, 'Wechatpay-Serial');
  if (!timestamp || !nonce || !signature || !serial) {
    return {
      ok: false,
      reason: 'missing_header',
      detail: 'a Wechatpay-Timestamp/Nonce/Signature/Serial header is missing',
    };
  }
  const key = findPlatformKey(options.platformKeys, serial);
  if (!key) return { ok: false, reason: 'unknown_serial', detail: `no platform key with serial ${serial}` };
  if (!isTimestampFresh(timestamp, options.now)) {
    return { ok: false, reason: 'stale_timestamp', detail: `timestamp ${timestamp} is more than 5 minutes off` };
  }
  if (!verifyRsaSha256(publicKeyOf(key.pem), platformSigningMessage(timestamp, nonce, message.body), signature)) {
    return { ok: false, reason: 'bad_signature', detail: 'the signature does not match the body' };
  }
  return { ok: true, serial: key.serial };
}
