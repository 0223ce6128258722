import type { DevOutboxRes } from '@inkstone/shared/api/dev';
import type { CodeSentRes, EmailLoginReq, LoginRes, SendSmsCodeReq, SmsLoginReq } from '@inkstone/shared/api/login';
import type {
  DoRegistryReq,
  RegisterCodeReq,
  ResetPasswordCodeReq,
  ResetPasswordReq,
} from '@inkstone/shared/api/register';
import { V1 } from '@inkstone/shared/paths';
import { apiGet, apiPost } from '../../lib/apiClient';

// The auth forms show their errors inline, so these calls never raise the global snackbar.
const INLINE = { notify: false } as const;

/** POST /v1/login/sendSMSCode. */
export function sendSmsCode(body: SendSmsCodeReq): Promise<CodeSentRes> {
  return apiPost<CodeSentRes>(V1.login.sendSMSCode, body, INLINE);
}

/** POST /v1/login/sms: the first SMS login creates the account. */
export function smsLogin(body: SmsLoginReq): Promise<LoginRes> {
  return apiPost<LoginRes>(V1.login.sms, body, INLINE);
}

/** POST /v1/login/email. */
export function emailLogin(body: EmailLoginReq): Promise<LoginRes> {
  return apiPost<LoginRes>(V1.login.email, body, INLINE);
}

/** POST /v1/register/registerCode. */
export function sendRegisterCode(body: RegisterCodeReq): Promise<CodeSentRes> {
  return apiPost<CodeSentRes>(V1.register.registerCode, body, INLINE);
}

/** POST /v1/register/doRegistry: creates the account and signs in. */
export function register(body: DoRegistryReq): Promise<LoginRes> {
  return apiPost<LoginRes>(V1.register.doRegistry, body, INLINE);
}

/** POST /v1/register/resetPasswordCode. */
export function sendResetPasswordCode(body: ResetPasswordCodeReq): Promise<CodeSentRes> {
  return apiPost<CodeSentRes>(V1.register.resetPasswordCode, body, INLINE);
}

/** POST /v1/register/resetPassword: sets a new password and revokes the sessions. */
export function resetPassword(body: ResetPasswordReq): Promise<unknown> {
  return apiPost(V1.register.resetPassword, body, INLINE);
}

/**
 * Whether this browser may read the development outbox: the server answers it only to a client on
 * its own machine, outside production and with no proxy in front (server/src/routes/v1/dev).
 */
export async function isDevOutboxReachable(): Promise<boolean> {
  try {
    await apiGet<DevOutboxRes>(V1.dev.outbox, { query: { limit: 1 }, notify: false });
    return true;
  } catch {
    return false;
  }
}
