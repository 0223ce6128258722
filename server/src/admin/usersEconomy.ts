import type { AdminAdjustReq } from '@inkstone/shared/api/adminEconomy';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import type { AppContext } from '../context.js';
import * as audit from '../db/repos/adminAuditLog.js';
import * as usersRepo from '../db/repos/users.js';
import * as ledger from '../db/repos/wordLedger.js';
import { BadRequestError, NotFoundError } from '../errors.js';

/**
 * A manual change to a user's balance: one `admin_adjustment` ledger row naming the admin and the
 * note, and its audit record, in one transaction. A deduction that would take the balance below zero
 * is refused (400 balance_would_be_negative); nothing is written then.
 */
export async function adjustBalance(ctx: AppContext, actorId: string, req: AdminAdjustReq): Promise<number> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (!(await usersRepo.findById(tx, req.userId))) throw NotFoundError('User');
    const after = await ledger.applyChange(tx, {
      userId: req.userId,
      delta: req.delta,
      reason: 'admin_adjustment',
      actorId,
      note: req.note,
      now,
    });
    if (after === undefined)
      throw BadRequestError(ErrorCode.balanceWouldBeNegative, 'The balance cannot go below zero.');
    const detail = { delta: req.delta, note: req.note, wordsLeft: after };
    await audit.append(tx, { actorId, action: 'user.adjust', targetType: 'user', targetId: req.userId, detail, now });
    return after;
  });
}
