import type { RecentInviteesRes, ShareCodeRes } from '@inkstone/shared/api/shareCode';
import * as invitations from '../db/repos/invitations.js';
import * as ledger from '../db/repos/wordLedger.js';
import type { Db } from '../db/types.js';
import { ensureShareCode, maskAccount, presentShareCode } from './shareCode.js';

const RECENT_INVITEES = 20;

/** The user's share code (made on first use), its link on `origin` and QR code. */
export async function shareCodeOf(
  db: Db,
  user: { id: string; shareCode: string | null },
  origin: string,
): Promise<ShareCodeRes> {
  return presentShareCode(await ensureShareCode(db, user.id, user.shareCode), origin);
}

/** Words the user earned from invitations. */
export function pointsObtained(db: Db, userId: string): Promise<number> {
  return ledger.sumOf(db, userId, ['invite_reward']);
}

/** Accounts registered with the user's code. */
export const countInvitees = (db: Db, userId: string) => invitations.countInvitees(db, userId);

/** The newest invitees, masked, with the words each brought. */
export async function recentInvitees(db: Db, userId: string): Promise<RecentInviteesRes> {
  const rows = await invitations.listRecentInvitees(db, userId, RECENT_INVITEES);
  return {
    items: rows.map((r) => ({
      account: maskAccount(r.email, r.phone),
      registeredAt: r.createdAt.toISOString(),
      rewardWords: r.rewardWords,
    })),
  };
}
