import { z } from 'zod';
import { Email, Password, VerificationCode } from './common.js';

export const RegisterCodeReq = z.object({ email: Email });
export type RegisterCodeReq = z.infer<typeof RegisterCodeReq>;

export const DoRegistryReq = z.object({
  email: Email,
  code: VerificationCode,
  password: Password,
  inviteCode: z.string().trim().max(64).optional(),
});
export type DoRegistryReq = z.infer<typeof DoRegistryReq>;

export const ResetPasswordCodeReq = z.object({ email: Email });
export type ResetPasswordCodeReq = z.infer<typeof ResetPasswordCodeReq>;

export const ResetPasswordReq = z.object({ email: Email, code: VerificationCode, password: Password });
export type ResetPasswordReq = z.infer<typeof ResetPasswordReq>;
