import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';
import { systemClock, type Clock } from '../../lib/clock.js';
import { toBeijingRfc3339 } from './beijingTime.js';
import type { WechatPayConfig } from './config.js';
import { sendSignedRequest, type SignedRequestContext } from './signedRequest.js';
import { OUT_REFUND_NO, WechatRefund } from './refund.js';
import { WechatTransaction } from './transaction.js';
import { WechatPayError } from './wechatPayError.js';

/** Injectable edges of the client; defaults are global fetch, the system clock and 10 s. */
export interface WechatPayClientOptions {
  fetch?: typeof fetch;
  clock?: Clock;
  timeoutMs?: number;
}

/** A Native (QR code) order to place. */
export interface NativeOrderInput {
  /** Our order number: 6–32 of [0-9A-Za-z_-|*], unique per merchant. */
  outTradeNo: string;
  /** Shown to the payer; at most 127 characters. */
  description: string;
  /** Amount in fen (1 CNY = 100 fen). */
  amountFen: number;
  /** After this the order can no longer be paid. */
  expiresAt: Date;
  /** Defaults to the configured notify URL. */
  notifyUrl?: string;
}

/** A full or partial refund of a paid order. */
export interface RefundInput {
  outTradeNo: string;
  /** Ours, and the same on every retry (see outRefundNoOf). */
  outRefundNo: string;
  /** Fen to give back, and what the order was paid (WeChat Pay checks both). */
  refundFen: number;
  totalFen: number;
  /** Shown to the payer; at most 80 characters. */
  reason?: string;
}

const OUT_TRADE_NO = /^[0-9A-Za-z_\-|*]{6,32}$/;
const CodeUrlRes = z.object({ code_url: z.string().min(1) });

/**
 * The three merchant calls a Native payment needs, over API v3: every request signed with the
 * merchant key, every response's platform signature verified before it is read.
 */
export class WechatPayClient {
  private readonly ctx: SignedRequestContext;
  /** Refunds, signed and verified like every other call. */
  readonly refunds: WechatPayRefunds;

  constructor(
    private readonly config: WechatPayConfig,
    options: WechatPayClientOptions = {},
  ) {
    this.ctx = {
      baseUrl: config.baseUrl.replace(/\/+$/, ''),
      signer: {
        mchid: config.mchid,
        serial: config.merchantSerial,
        privateKey: createPrivateKey(config.merchantPrivateKeyPem),
      },
      platformKeys: config.platformPublicKeys,
      fetch: options.fetch ?? fetch,
      clock: options.clock ?? systemClock,
      timeoutMs: options.timeoutMs ?? 10_000,
    };
    this.refunds = new WechatPayRefunds(this.ctx);
  }

  /** Places a Native order (POST /v3/pay/transactions/native) and returns the QR code's URL. */
  async createNativeOrder(input: NativeOrderInput, signal?: AbortSignal): Promise<{ codeUrl: string }> {
    assertOutTradeNo(input.outTradeNo);
    if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0) throw new RangeError('amountFen must be > 0');
    if (!input.description || input.description.length > 127) throw new RangeError('description must be 1–127 chars');
    const res = await sendSignedRequest(this.ctx, {
      method: 'POST',
      pathWithQuery: '/v3/pay/transactions/native',
      body: {
        appid: this.config.appid,
        mchid: this.config.mchid,
        description: input.description,
        out_trade_no: input.outTradeNo,
        time_expire: toBeijingRfc3339(input.expiresAt),
        notify_url: input.notifyUrl ?? this.config.notifyUrl,
        amount: { total: input.amountFen, currency: 'CNY' },
      },
      ...(signal ? { signal } : {}),
    });
    return { codeUrl: parseJson(res.body, CodeUrlRes, res.status).code_url };
  }

  /** The order's current state (GET /v3/pay/transactions/out-trade-no/{no}?mchid=…). */
  async queryOrder(outTradeNo: string, signal?: AbortSignal): Promise<WechatTransaction> {
    assertOutTradeNo(outTradeNo);
    const res = await sendSignedRequest(this.ctx, {
      method: 'GET',
      pathWithQuery: `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(this.config.mchid)}`,
      ...(signal ? { signal } : {}),
    });
    const tx = parseJson(res.body, WechatTransaction, res.status);
    // A verified answer about another order or merchant would be a bug upstream; never act on it.
    if (tx.out_trade_no !== outTradeNo || tx.mchid !== this.config.mchid) {
      throw new WechatPayError({ status: res.status, code: 'INVALID_RESPONSE', message: 'answer names another order' });
    }
    return tx;
  }

  /** Closes an unpaid order (POST …/{no}/close, 204) so it can no longer be paid. */
  async closeOrder(outTradeNo: string, signal?: AbortSignal): Promise<void> {
    assertOutTradeNo(outTradeNo);
    await sendSignedRequest(this.ctx, {
      method: 'POST',
      pathWithQuery: `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`,
      body: { mchid: this.config.mchid },
      ...(signal ? { signal } : {}),
    });
  }
}

/**
 * Refunds of a paid order (POST /v3/refund/domestic/refunds, GET …/refunds/{out_refund_no}). No
 * notify_url is sent: the result is read back with the query, so no second notification route.
 */
export class WechatPayRefunds {
  constructor(private readonly ctx: SignedRequestContext) {}

  /** Asks for a refund; the answer says whether it is under way (PROCESSING) or done (SUCCESS). */
  async create(input: RefundInput, signal?: AbortSignal): Promise<WechatRefund> {
    assertOutTradeNo(input.outTradeNo);
    if (!OUT_REFUND_NO.test(input.outRefundNo)) throw new RangeError('invalid out_refund_no');
    if (!Number.isSafeInteger(input.refundFen) || input.refundFen <= 0 || input.refundFen > input.totalFen)
      throw new RangeError('refundFen must be 1..totalFen');
    const res = await sendSignedRequest(this.ctx, {
      method: 'POST',
      pathWithQuery: '/v3/refund/domestic/refunds',
      body: {
        out_trade_no: input.outTradeNo,
        out_refund_no: input.outRefundNo,
        ...(input.reason ? { reason: input.reason.slice(0, 80) } : {}),
        amount: { refund: input.refundFen, total: input.totalFen, currency: 'CNY' },
      },
      ...(signal ? { signal } : {}),
    });
    return parseJson(res.body, WechatRefund, res.status);
  }

  /** A refund's current state; WechatPayError RESOURCE_NOT_EXISTS when there is none. */
  async query(outRefundNo: string, signal?: AbortSignal): Promise<WechatRefund> {
    if (!OUT_REFUND_NO.test(outRefundNo)) throw new RangeError('invalid out_refund_no');
    const res = await sendSignedRequest(this.ctx, {
      method: 'GET',
      pathWithQuery: `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`,
      ...(signal ? { signal } : {}),
    });
    return parseJson(res.body, WechatRefund, res.status);
  }
}

function assertOutTradeNo(outTradeNo: string): void {
  if (!OUT_TRADE_NO.test(outTradeNo)) throw new RangeError(`invalid out_trade_no ${JSON.stringify(outTradeNo)}`);
}

function parseJson<T>(body: string, schema: z.ZodType<T>, status: number): T {
  try {
    return schema.parse(JSON.parse(body));
  } catch (error) {
    throw new WechatPayError(
      { status, code: 'INVALID_RESPONSE', message: 'unexpected response body' },
      { cause: error },
    );
  }
}
