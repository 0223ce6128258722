import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { PlatformKey } from '../platformKeys.js';
import { randomNonce, signRsaSha256 } from '../sign.js';
import { platformSigningMessage } from '../verify.js';

/** The key WeChat Pay signs with, as the simulator holds it: serial, private and public PEM. */
export interface PlatformKeyPair {
  serial: string;
  privateKeyPem: string;
  publicKeyPem: string;
}

/** A body and the headers that sign it, as WeChat Pay sends a response or a notification. */
export interface SignedMessage {
  headers: Record<string, string>;
  body: string;
}

/** 40 upper-case hex digits, the shape of a WeChat Pay certificate serial. */
export function randomSerial(): string {
  return randomBytes(20).toString('hex').toUpperCase();
}

/** A fresh RSA-2048 key pair in PEM (PKCS#8 private, SPKI public), as WeChat Pay's keys are. */
export function generateRsaKeyPairPem(): { privateKeyPem: string; publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}

/** A fresh platform key pair under a random serial. */
export function generatePlatformKeyPair(serial: string = randomSerial()): PlatformKeyPair {
  return { serial, ...generateRsaKeyPairPem() };
}

/** The public half as the merchant configures it. */
export function platformKeyOf(pair: PlatformKeyPair): PlatformKey {
  return { serial: pair.serial, pem: pair.publicKeyPem };
}

/** Signs a body as WeChat Pay does: the four Wechatpay-* headers over timestamp, nonce and body. */
export function signAsPlatform(pair: PlatformKeyPair, body: string, now: Date): SignedMessage {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = randomNonce();
  return {
    headers: {
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': signRsaSha256(pair.privateKeyPem, platformSigningMessage(timestamp, nonce, body)),
      'Wechatpay-Serial': pair.serial,
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
    },
    body,
  };
}
