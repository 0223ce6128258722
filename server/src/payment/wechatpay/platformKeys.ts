import { createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';

/**
 * A WeChat Pay platform key as configured: either a platform certificate (the older mode, named
 * by the certificate's serial) or a platform public key (the newer mode, named by its
 * `PUB_KEY_ID_…`). Responses and notifications name the key they were signed with in
 * `Wechatpay-Serial`.
 */
export interface PlatformKey {
  serial: string;
  /** PEM of a certificate (`BEGIN CERTIFICATE`) or a public key (`BEGIN PUBLIC KEY`). */
  pem: string;
}

/** Serials are hex (certificates) or ids; WeChat and OpenSSL disagree on case, so compare upper-cased. */
export function normalizeSerial(serial: string): string {
  return serial.trim().toUpperCase();
}

/** The serial number of an X.509 certificate in PEM, upper-case hex as WeChat Pay prints it. */
export function certificateSerial(certificatePem: string): string {
  return normalizeSerial(new X509Certificate(certificatePem).serialNumber);
}

/** The public key of a certificate or public-key PEM (Node reads both). */
export function publicKeyOf(pem: string): KeyObject {
  return createPublicKey(pem);
}

/** Finds the key named by a serial; undefined when none is configured under it. */
export function findPlatformKey(keys: readonly PlatformKey[], serial: string): PlatformKey | undefined {
  const wanted = normalizeSerial(serial);
  return keys.find((k) => normalizeSerial(k.serial) === wanted);
}
