import { DeliveryFailedError } from '../deliveryFailedError.js';
import type { SmsProvider } from './smsProvider.js';
import { tc3Authorization } from './tc3Signature.js';

/** Keys and template of a Tencent Cloud SMS account (`TENCENT_*` variables). */
export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  /** An approved template with exactly one parameter: the code. */
  templateId: string;
  region: string;
  /** https://sms.tencentcloudapi.com in production; a local fake in tests. */
  endpoint: string;
  timeoutMs?: number;
}

/** The parts of a SendSms answer that say whether it worked. */
export interface SendSmsResponse {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: Array<{ Code?: string; Message?: string }>;
    RequestId?: string;
  };
}

const CONTENT_TYPE = 'application/json; charset=utf-8';

/** Mainland numbers are stored as 11 digits; Tencent wants E.164. */
export function toE164(phone: string): string {
  return phone.startsWith('+') ? phone : `+86${phone}`;
}

/** Tencent Cloud SMS, API 3.0 action SendSms version 2021-01-11, signed with TC3-HMAC-SHA256. */
export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent';

  constructor(
    private readonly config: TencentSmsConfig,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async sendCode(phone: string, code: string): Promise<void> {
    const payload = JSON.stringify({
      PhoneNumberSet: [toE164(phone)],
      SmsSdkAppId: this.config.sdkAppId,
      SignName: this.config.signName,
      TemplateId: this.config.templateId,
      TemplateParamSet: [code],
    });
    const url = new URL(this.config.endpoint);
    const timestamp = Math.floor(this.now().getTime() / 1000);
    const authorization = tc3Authorization({
      secretId: this.config.secretId,
      secretKey: this.config.secretKey,
      service: 'sms',
      host: url.host,
      contentType: CONTENT_TYPE,
      payload,
      timestamp,
    });
    const body = await this.post(url, payload, {
      authorization,
      'content-type': CONTENT_TYPE,
      'x-tc-action': 'SendSms',
      'x-tc-version': '2021-01-11',
      'x-tc-timestamp': String(timestamp),
      'x-tc-region': this.config.region,
    });
    checkSendSmsResponse(body);
  }

  private async post(url: URL, payload: string, headers: Record<string, string>): Promise<SendSmsResponse> {
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers,
        body: payload,
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new DeliveryFailedError('sms', `tencent: ${err instanceof Error ? err.message : String(err)}`);
    }
    const text = await res.text();
    if (!res.ok) throw new DeliveryFailedError('sms', `tencent: HTTP ${res.status}`);
    try {
      return JSON.parse(text) as SendSmsResponse;
    } catch {
      throw new DeliveryFailedError('sms', 'tencent: the response is not JSON');
    }
  }
}

/**
 * Throws DeliveryFailedError unless a SendSms answer reports every number sent. API 3.0 reports
 * errors with HTTP 200 and Response.Error, and per-number failures in SendStatusSet.
 */
export function checkSendSmsResponse(body: SendSmsResponse): void {
  const response = body.Response;
  if (!response) throw new DeliveryFailedError('sms', 'tencent: response without Response');
  if (response.Error) {
    const { Code, Message } = response.Error;
    throw new DeliveryFailedError(
      'sms',
      `tencent: ${Code ?? 'error'}: ${Message ?? ''} (${response.RequestId ?? '-'})`,
    );
  }
  const failed = response.SendStatusSet?.find((s) => s.Code !== 'Ok');
  if (!response.SendStatusSet?.length || failed) {
    const why = failed ? `${failed.Code}: ${failed.Message}` : 'empty SendStatusSet';
    throw new DeliveryFailedError('sms', `tencent: ${why} (${response.RequestId ?? '-'})`);
  }
}
