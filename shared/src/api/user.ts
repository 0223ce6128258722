import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { LoginPassword, Password } from './common.js';

export const LoginUserType = z.enum(['regular', 'admin']);
export type LoginUserType = z.infer<typeof LoginUserType>;

/** What the client may show; the server checks the same rules on every call. */
export const Ability = z.object({ action: z.string(), subject: z.string() });
export type Ability = z.infer<typeof Ability>;

/** spec §3 user-info response (userAccount, durWordsLeft, lastLoginTime) plus the profile. */
export const UserInfoRes = z.object({
  userAccount: z.string(),
  durWordsLeft: z.number().int(),
  lastLoginTime: z.string().nullable(),
  nickname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  loginUserType: LoginUserType,
  language: z.enum(LANGUAGES),
  hasSeenQuestionaire: z.boolean(),
  abilities: z.array(Ability),
});
export type UserInfoRes = z.infer<typeof UserInfoRes>;

export const UpdatePreferencesReq = z
  .object({
    nickname: z.string().trim().min(1).max(64).optional(),
    language: z.enum(LANGUAGES).optional(),
    hasSeenQuestionaire: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'at least one field is required');
export type UpdatePreferencesReq = z.infer<typeof UpdatePreferencesReq>;

export const ChangePasswordReq = z.object({ currentPassword: LoginPassword, newPassword: Password });
export type ChangePasswordReq = z.infer<typeof ChangePasswordReq>;
