import { ErrorCode } from '@inkstone/shared/errorCodes';
import * as invitations from '../db/repos/invitations.js';
import * as ledger from '../db/repos/wordLedger.js';
import type { Db } from '../db/types.js';
import type { Env } from '../env.js';
import { BadRequestError } from '../errors.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What an invitation paid, for the caller to log or show. */
export interface InviteReward {
  inviterWords: number;
  inviteeWords: number;
}

/**
 * Credits an invitation, inside the transaction that creates the (already verified) invitee, so it
 * happens exactly once with the account: the inviter gets INVITE_REWARD_WORDS unless they already
 * had INVITE_DAILY_CAP rewards in the last 24 hours (their row is locked, so concurrent sign-ups
 * count exactly); the invitee gets INVITEE_REWARD_WORDS. The ledger's unique guard refuses a second
 * reward for the same invitee even if this were called twice.
 */
export async function creditInvitation(
  tx: Db,
  env: Pick<Env, 'INVITE_REWARD_WORDS' | 'INVITEE_REWARD_WORDS' | 'INVITE_DAILY_CAP'>,
  p: { inviterId: string; inviteeId: string; now: Date },
): Promise<InviteReward> {
  if (p.inviterId === p.inviteeId) throw BadRequestError(ErrorCode.inviteSelf, 'You cannot use your own invite code.');
  const reward = { inviterWords: 0, inviteeWords: 0 };
  if (env.INVITE_REWARD_WORDS > 0) {
    await invitations.lockUser(tx, p.inviterId);
    const recent = await invitations.rewardsSince(tx, p.inviterId, new Date(p.now.getTime() - DAY_MS));
    if (recent < env.INVITE_DAILY_CAP) {
      await credit(tx, p.inviterId, env.INVITE_REWARD_WORDS, 'invite_reward', p.inviteeId, p.now);
      reward.inviterWords = env.INVITE_REWARD_WORDS;
    }
  }
  if (env.INVITEE_REWARD_WORDS > 0) {
    await credit(tx, p.inviteeId, env.INVITEE_REWARD_WORDS, 'invitee_reward', p.inviterId, p.now);
    reward.inviteeWords = env.INVITEE_REWARD_WORDS;
  }
  return reward;
}

async function credit(tx: Db, userId: string, delta: number, reason: string, refId: string, now: Date) {
  const after = await ledger.applyChange(tx, { userId, delta, reason, refId, now });
  if (after === undefined) throw new Error(`user ${userId} vanished while crediting ${reason}`);
}
