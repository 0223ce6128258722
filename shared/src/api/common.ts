import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '../constants.js';

/** Emails are compared case-insensitively; stored lower-cased. */
export const Email = z
  .string()
  .trim()
  .max(254)
  .email('must be a valid email address')
  .transform((s) => s.toLowerCase());

/** Mainland mobile (11 digits starting with 1) or an international number in E.164 form. */
export const Phone = z
  .string()
  .trim()
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(1[3-9]\d{9}|\+[1-9]\d{6,14})$/, 'must be a valid mobile number'));

export const VerificationCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), `must be ${VERIFICATION_CODE_LENGTH} digits`);

export const PASSWORD_RULE_TEXT = `at least ${PASSWORD_MIN_LENGTH} characters, with at least one letter and one digit`;

/** Password rules; the message states the whole rule so the user knows what to fix. */
export const Password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be ${PASSWORD_RULE_TEXT}`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((s) => /[A-Za-z]/.test(s) && /\d/.test(s), `must be ${PASSWORD_RULE_TEXT}`);

/** A login password is only checked for presence; the rule applies when it is set. */
export const LoginPassword = z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH);

/**
 * The largest value of a PostgreSQL `integer` column. A number a client sends for one (a version)
 * stops here, so a larger one is a 400 instead of a database error.
 */
export const INT4_MAX = 2_147_483_647;

export const Page = z.coerce.number().int().min(1).default(1);
export const PageSize = z.coerce
  .number()
  .int()
  .refine((n) => [5, 10, 20, 25, 50, 100].includes(n), 'must be one of 5, 10, 20, 25, 50, 100')
  .default(10);
