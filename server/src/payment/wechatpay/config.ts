import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { certificateSerial, type PlatformKey } from './platformKeys.js';

/** Where the merchant API lives; the simulator replaces it in development and tests. */
export const WECHATPAY_DEFAULT_BASE_URL = 'https://api.mch.weixin.qq.com';

/** Everything the WeChat Pay client needs, parsed and checked. */
export interface WechatPayConfig {
  baseUrl: string;
  mchid: string;
  appid: string;
  /** Serial of the merchant API certificate whose private key signs requests. */
  merchantSerial: string;
  merchantPrivateKeyPem: string;
  /** The 32-byte APIv3 key that encrypts notifications. */
  apiV3Key: string;
  /** Keys that may sign responses and notifications (a certificate and/or a platform public key). */
  platformPublicKeys: PlatformKey[];
  notifyUrl: string;
}

/** The configuration is wrong; the message names each variable at fault, one per line. */
export class WechatPayConfigError extends Error {
  override name = 'WechatPayConfigError';
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Reads the WECHATPAY_* variables (and the PEM files they name) into a WechatPayConfig, or throws
 * WechatPayConfigError listing every problem. `readFile` is injectable for tests.
 */
export function parseWechatPayConfig(
  env: Record<string, string | undefined>,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): WechatPayConfig {
  const problems: string[] = [];
  const value = (name: string): string => {
    const v = env[name]?.trim();
    if (!v) problems.push(`${name} is required`);
    return v ?? '';
  };
  const pemFile = (name: string, check: (pem: string) => void): string | undefined => {
    const path = env[name]?.trim();
    if (!path) return undefined;
    try {
      const pem = readFile(path);
      check(pem);
      return pem;
    } catch (error) {
      problems.push(`${name}: cannot use ${path} (${error instanceof Error ? error.message : String(error)})`);
      return undefined;
    }
  };

  const mchid = value('WECHATPAY_MCHID');
  if (mchid && !/^\d{6,32}$/.test(mchid)) problems.push('WECHATPAY_MCHID must be the digits of the merchant id');
  const appid = value('WECHATPAY_APPID');
  const merchantSerial = value('WECHATPAY_SERIAL');
  if (merchantSerial && !/^[0-9A-Fa-f]{8,64}$/.test(merchantSerial)) {
    problems.push('WECHATPAY_SERIAL must be the hex serial of the merchant API certificate');
  }
  if (!env.WECHATPAY_PRIVATE_KEY_FILE?.trim()) problems.push('WECHATPAY_PRIVATE_KEY_FILE is required');
  const merchantPrivateKeyPem = pemFile('WECHATPAY_PRIVATE_KEY_FILE', (pem) => {
    if (createPrivateKey(pem).asymmetricKeyType !== 'rsa') throw new Error('not an RSA private key');
  });
  const apiV3Key = value('WECHATPAY_APIV3_KEY');
  if (apiV3Key && Buffer.byteLength(apiV3Key, 'utf8') !== 32)
    problems.push('WECHATPAY_APIV3_KEY must be exactly 32 bytes');

  const platformPublicKeys = readPlatformKeys(env, pemFile, problems);
  const notifyUrl = value('WECHATPAY_NOTIFY_URL');
  if (notifyUrl && !isUrl(notifyUrl, (u) => u.protocol === 'https:')) {
    problems.push('WECHATPAY_NOTIFY_URL must be an https:// URL (WeChat Pay only notifies https)');
  }
  const baseUrl = env.WECHATPAY_BASE_URL?.trim() || WECHATPAY_DEFAULT_BASE_URL;
  // Plain http only to this machine (the simulator); anything else would send signed requests in clear.
  if (!isUrl(baseUrl, (u) => u.protocol === 'https:' || (u.protocol === 'http:' && LOOPBACK_HOSTS.has(u.hostname)))) {
    problems.push('WECHATPAY_BASE_URL must be an https:// URL (or http:// to 127.0.0.1/localhost)');
  }
  if (problems.length > 0) throw new WechatPayConfigError(problems.join('\n'));
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    mchid,
    appid,
    merchantSerial: merchantSerial.toUpperCase(),
    merchantPrivateKeyPem: merchantPrivateKeyPem ?? '',
    apiV3Key,
    platformPublicKeys,
    notifyUrl,
  };
}

/** The platform certificate (serial read from it) and/or the platform public key (serial given). */
function readPlatformKeys(
  env: Record<string, string | undefined>,
  pemFile: (name: string, check: (pem: string) => void) => string | undefined,
  problems: string[],
): PlatformKey[] {
  const keys: PlatformKey[] = [];
  const serial = env.WECHATPAY_PLATFORM_SERIAL?.trim();
  const certPem = pemFile('WECHATPAY_PLATFORM_CERT_FILE', (pem) => certificateSerial(pem));
  if (certPem) keys.push({ serial: certificateSerial(certPem), pem: certPem });
  const hasPublicKeyFile = Boolean(env.WECHATPAY_PLATFORM_PUBLIC_KEY_FILE?.trim());
  const publicPem = pemFile('WECHATPAY_PLATFORM_PUBLIC_KEY_FILE', (pem) => {
    if (!pem.includes('BEGIN PUBLIC KEY')) throw new Error('not a PEM public key');
    createPublicKey(pem);
  });
  if (publicPem) {
    if (serial) keys.push({ serial, pem: publicPem });
    else
      problems.push('WECHATPAY_PLATFORM_SERIAL is required with WECHATPAY_PLATFORM_PUBLIC_KEY_FILE (its PUB_KEY_ID_…)');
  } else if (certPem && serial && serial.toUpperCase() !== keys[0]?.serial) {
    problems.push(`WECHATPAY_PLATFORM_SERIAL ${serial} is not the serial of WECHATPAY_PLATFORM_CERT_FILE`);
  }
  if (!env.WECHATPAY_PLATFORM_CERT_FILE?.trim() && !hasPublicKeyFile) {
    problems.push('WECHATPAY_PLATFORM_CERT_FILE or WECHATPAY_PLATFORM_PUBLIC_KEY_FILE is required');
  }
  return keys;
}

function isUrl(text: string, accept: (url: URL) => boolean): boolean {
  try {
    return accept(new URL(text));
  } catch {
    return false;
  }
}
