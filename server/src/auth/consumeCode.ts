import { VERIFICATION_CODE_MAX_TRIES } from '@inkstone/shared/constants';
import type { AppContext } from '../context.js';
import * as codes from '../db/repos/verificationCodes.js';
import type { AppError } from '../errors.js';
import { digestsEqual } from '../lib/tokens.js';
import { CodeExpiredError, CodeUsedUpError, InvalidCodeError } from './authErrors.js';
import { hashCode, type CodePurpose } from './verificationCode.js';

/**
 * Redeems the newest code sent to `recipient` for `purpose`: single use, expiring, and dead after
 * VERIFICATION_CODE_MAX_TRIES wrong guesses. Throws invalid_code, code_expired or
 * too_many_attempts; on success the code is used up.
 */
export async function consumeCode(
  ctx: AppContext,
  purpose: CodePurpose,
  recipient: string,
  code: string,
): Promise<void> {
  const now = ctx.clock.now();
  // The failure is returned, not thrown, so the transaction commits the counted wrong try.
  const failure = await ctx.db.transaction(async (tx): Promise<AppError | undefined> => {
    const row = await codes.latestForUpdate(tx, purpose, recipient);
    if (!row || row.consumedAt) return InvalidCodeError();
    if (row.attempts >= VERIFICATION_CODE_MAX_TRIES) return CodeUsedUpError();
    if (row.expiresAt <= now) return CodeExpiredError();
    if (!digestsEqual(row.codeHash, hashCode(purpose, recipient, code))) {
      const attempts = await codes.addAttempt(tx, row.id);
      return attempts >= VERIFICATION_CODE_MAX_TRIES ? CodeUsedUpError() : InvalidCodeError();
    }
    await codes.consume(tx, row.id, now);
    return undefined;
  });
  if (failure) throw failure;
}
