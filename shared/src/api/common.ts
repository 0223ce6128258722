import { z } from 'zod';
import { PAGE_SIZE_OPTIONS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '../constants.js';

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

/** spec §8 'All' page size: -1 on the wire (as the spec's UI toolkit spells it); the word "all" is read as -1 too. */
export const ALL_ROWS = -1;
/**
 * "All" still stops somewhere: it is read as a page of this many rows, so one answer never carries
 * more (a library of thousands of papers with abstracts would be megabytes). `total` still counts
 * every row.
 */
export const ALL_ROWS_CAP = 1000;

const PAGE_SIZES: readonly number[] = [...PAGE_SIZE_OPTIONS, ALL_ROWS];
const PAGE_SIZE_RULE = 'must be one of 5, 10, 20, 25, 50, 100 or -1 (All)';

/** Page sizes 5, 10, 20, 25, 50, 100 (spec §9) and All (spec §8), which becomes {@link ALL_ROWS_CAP}. */
export const PageSize = z
  .preprocess(
    (v) => (typeof v === 'string' && v.trim().toLowerCase() === 'all' ? ALL_ROWS : v),
    z.coerce
      .number({ error: PAGE_SIZE_RULE })
      .int(PAGE_SIZE_RULE)
      .refine((n) => PAGE_SIZES.includes(n), PAGE_SIZE_RULE),
  )
  .transform((n) => (n === ALL_ROWS ? ALL_ROWS_CAP : n))
  .default(10);

const FIRST_INSTANT = Date.UTC(1970, 0, 1);
const LAST_INSTANT = Date.UTC(10000, 0, 1);

/**
 * An ISO 8601 instant with its offset, between 1970 and the year 9999: ISO allows year 0000 and
 * offsets past ±14:00, which PostgreSQL's timestamptz refuses (a 500 the fuzz found).
 */
export const Instant = z.iso.datetime({ offset: true }).refine((s) => {
  const t = Date.parse(s);
  return t >= FIRST_INSTANT && t < LAST_INSTANT;
}, 'must be a date between 1970 and 9999');
