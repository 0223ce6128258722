/**
 * Stable error ids shared by server and web. The web localises `errorMsg` when it knows the code.
 */
export const ErrorCode = {
  validation: 'validation_error',
  malformedJson: 'malformed_json',
  /** A request HTTP could not read: a URL with broken percent-escapes, a garbled request line. */
  malformedRequest: 'malformed_request',
  uriTooLong: 'uri_too_long',
  headersTooLarge: 'request_headers_too_large',
  requestTimeout: 'request_timeout',
  unsupportedMediaType: 'unsupported_media_type',
  payloadTooLarge: 'payload_too_large',
  endpointNotFound: 'endpoint_not_found',
  notFound: 'not_found',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  invalidCredentials: 'invalid_credentials',
  invalidCode: 'invalid_code',
  codeExpired: 'code_expired',
  tooManyAttempts: 'too_many_attempts',
  rateLimited: 'rate_limited',
  accountExists: 'account_exists',
  weakPassword: 'weak_password',
  insufficientBalance: 'insufficient_balance',
  versionConflict: 'version_conflict',
  deliveryFailed: 'delivery_failed',
  upstreamError: 'upstream_error',
  upstreamAuthFailed: 'upstream_auth_failed',
  upstreamRateLimited: 'upstream_rate_limited',
  upstreamTimeout: 'upstream_timeout',
  llmNotConfigured: 'llm_not_configured',
  /** The model's answer to a structured step did not fit its schema, also after one corrected retry. */
  modelOutputInvalid: 'model_output_invalid',
  /** An outbound URL the server will not fetch: private address, credentials in it, not http(s). */
  urlNotAllowed: 'url_not_allowed',
  /** Model settings moved to another origin without the API key for it. */
  apiKeyRequired: 'api_key_required',
  serverShuttingDown: 'server_shutting_down',
  /** generateReview on a project whose review is still being written. */
  reviewInProgress: 'review_in_progress',
  /** A paper-search agent run stopped by its user (abort route). */
  sessionAborted: 'session_aborted',
  /** A paper-search agent run cut off by a server restart. */
  sessionInterrupted: 'session_interrupted',
  /** The session already has a step running (one at a time). */
  sessionBusy: 'session_busy',
  workerUnavailable: 'worker_unavailable',
  backupBusy: 'backup_busy',
  backupNotEmbedded: 'backup_not_embedded',
  /** Step 3 asked of a session whose search has not finished. */
  sessionNotSearched: 'session_not_searched',
  /** An invite code that names no account (registration may go on without it). */
  inviteCodeUnknown: 'invite_code_unknown',
  /** A user's own share code given as their invite code. */
  inviteSelf: 'invite_self',
  /** Coupon refusals when ordering: `coupon_<CouponRefusal>` (shared/src/api/coupon.ts). */
  couponUnknown: 'coupon_unknown',
  couponExpired: 'coupon_expired',
  couponNotStarted: 'coupon_not_started',
  couponUsedUp: 'coupon_used_up',
  couponAlreadyUsed: 'coupon_already_used',
  couponBelowMinimum: 'coupon_below_minimum',
  couponNotForPackage: 'coupon_not_for_package',
  couponDisabled: 'coupon_disabled',
  /** No payment provider configured (PAYMENT_PROVIDER=none). */
  paymentNotConfigured: 'payment_not_configured',
  /** A package no longer on sale, or a coupon code already taken (admin). */
  packageUnavailable: 'package_unavailable',
  couponCodeTaken: 'coupon_code_taken',
  /** A refund asked of an order that is not paid (or already refunded). */
  orderNotRefundable: 'order_not_refundable',
  /** A refund whose words the user has already spent (the balance would go below zero). */
  refundWordsSpent: 'refund_words_spent',
  /** WeChat Pay refused the refund, or could not be reached; nothing was changed. */
  refundFailed: 'refund_failed',
  /** An admin adjustment that would take the balance below zero. */
  balanceWouldBeNegative: 'balance_would_be_negative',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
