/**
 * A failed WeChat Pay call. `status` is the HTTP status (null when no response came: timeout or
 * network failure); `code` and `message` are WeChat's own (e.g. `ORDER_NOT_EXIST`, `SIGN_ERROR`)
 * when it answered with an error body, otherwise one of ours: `TIMEOUT`, `NETWORK_ERROR`,
 * `RESPONSE_NOT_VERIFIED` (a 2xx whose signature did not verify), `INVALID_RESPONSE`.
 */
export class WechatPayError extends Error {
  override name = 'WechatPayError';
  readonly status: number | null;
  readonly code: string;
  /** WeChat's Request-ID header, to quote to WeChat Pay support. */
  readonly requestId: string | undefined;
  /** Whether the error response itself carried a valid platform signature. */
  readonly isVerified: boolean;

  constructor(
    init: { status: number | null; code: string; message: string; requestId?: string; isVerified?: boolean },
    options?: { cause?: unknown },
  ) {
    super(`WeChat Pay ${init.status ?? 'request'} ${init.code}: ${init.message}`, options);
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.isVerified = init.isVerified ?? false;
  }
}
