import type { NotificationReply } from './wechatpay/notification.js';
import type { RefundStatus } from './wechatpay/refund.js';
import type { TradeState } from './wechatpay/transaction.js';

/** A Native (QR) order to place with the provider. */
export interface GatewayOrder {
  outTradeNo: string;
  description: string;
  amountFen: number;
  expiresAt: Date;
}

/** What the provider says about an order. */
export interface GatewayTransaction {
  tradeState: TradeState;
  transactionId?: string;
  amountFen?: number;
}

/** A refund of a whole paid order to ask the provider for. */
export interface GatewayRefund {
  outTradeNo: string;
  outRefundNo: string;
  amountFen: number;
  reason: string;
}

/** A verified payment notification, or the reply that refuses it (as the protocol expects). */
export type ParsedNotification =
  | { ok: true; outTradeNo: string; transactionId: string; amountFen: number }
  | { ok: false; reason: string; reply: NotificationReply };

/**
 * The payment provider as the order logic sees it (issue 20): WeChat Pay API v3 Native in
 * production, the same client against the local simulator in development and tests.
 */
export interface PaymentGateway {
  createNativeOrder(order: GatewayOrder): Promise<{ codeUrl: string }>;
  queryOrder(outTradeNo: string): Promise<GatewayTransaction>;
  closeOrder(outTradeNo: string): Promise<void>;
  /** Asks for the refund; idempotent per outRefundNo. The provider's refund status. */
  refund(refund: GatewayRefund): Promise<RefundStatus>;
  /** The refund's status, or undefined when the provider (verifiably) has no such refund. */
  queryRefund(outRefundNo: string): Promise<RefundStatus | undefined>;
  /** Verifies the signature over the exact raw body, decrypts, and reads the paid transaction. */
  parseNotification(incoming: {
    headers: Record<string, string | string[] | undefined>;
    rawBody: string;
  }): ParsedNotification;
  /** PAYMENT_PROVIDER=simulator only: the payer scans and pays; the notification is sent to us. */
  simulatePay?(outTradeNo: string): Promise<void>;
  close(): Promise<void>;
}
