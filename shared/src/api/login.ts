import { z } from 'zod';
import { Email, LoginPassword, Phone, VerificationCode } from './common.js';
import { UserInfoRes } from './user.js';

export const SendSmsCodeReq = z.object({ phone: Phone });
export type SendSmsCodeReq = z.infer<typeof SendSmsCodeReq>;

/** `inviteCode` counts only on the first sign-in of a phone number, which creates its account. */
export const SmsLoginReq = z.object({
  phone: Phone,
  code: VerificationCode,
  inviteCode: z.string().trim().max(64).optional(),
});
export type SmsLoginReq = z.infer<typeof SmsLoginReq>;

export const EmailLoginReq = z.object({ email: Email, password: LoginPassword });
export type EmailLoginReq = z.infer<typeof EmailLoginReq>;

/** A successful login: the session token, its expiry, and the user info beside it. */
export const LoginRes = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: UserInfoRes,
});
export type LoginRes = z.infer<typeof LoginRes>;

/** Sending a code reports how long until another may be requested. */
export const CodeSentRes = z.object({ resendAfterSeconds: z.number().int() });
export type CodeSentRes = z.infer<typeof CodeSentRes>;
