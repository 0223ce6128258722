import crypto from 'node:crypto';

/** What one Tencent Cloud API 3.0 POST request is signed over. */
export interface Tc3Request {
  secretId: string;
  secretKey: string;
  /** Product name, the first label of its domain (`sms` for sms.tencentcloudapi.com). */
  service: string;
  /** The Host header the request is sent with. */
  host: string;
  contentType: string;
  /** The exact request body. */
  payload: string;
  /** Unix seconds; also sent as X-TC-Timestamp. */
  timestamp: number;
}

const ALGORITHM = 'TC3-HMAC-SHA256';
const SIGNED_HEADERS = 'content-type;host';

const sha256Hex = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');
const hmac = (key: crypto.BinaryLike, s: string) => crypto.createHmac('sha256', key).update(s, 'utf8').digest();

/** The canonical request of TC3 step 1 (POST to `/`, no query string, content-type and host signed). */
export function tc3CanonicalRequest(req: Pick<Tc3Request, 'host' | 'contentType' | 'payload'>): string {
  const headers = `content-type:${req.contentType.trim().toLowerCase()}\nhost:${req.host.trim().toLowerCase()}\n`;
  return ['POST', '/', '', headers, SIGNED_HEADERS, sha256Hex(req.payload)].join('\n');
}

/** The UTC date of a timestamp, as the credential scope needs it (not local time: spec'd by Tencent). */
function utcDate(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString().slice(0, 10);
}

/**
 * The `Authorization` header value of Tencent Cloud's TC3-HMAC-SHA256 signature (API 3.0),
 * following the four documented steps: canonical request, string to sign, derived key, header.
 */
export function tc3Authorization(req: Tc3Request): string {
  const date = utcDate(req.timestamp);
  const scope = `${date}/${req.service}/tc3_request`;
  const stringToSign = [ALGORITHM, String(req.timestamp), scope, sha256Hex(tc3CanonicalRequest(req))].join('\n');
  const secretDate = hmac(`TC3${req.secretKey}`, date);
  const secretService = hmac(secretDate, req.service);
  const secretSigning = hmac(secretService, 'tc3_request');
  const signature = crypto.createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex');
  return `${ALGORITHM} Credential=${req.secretId}/${scope}, SignedHeaders=${SIGNED_HEADERS}, Signature=${signature}`;
}
