import { CODE_RESEND_INTERVAL_MS, VERIFICATION_CODE_TTL_MS } from '@inkstone/shared/constants';
import type { CodeSentRes } from '@inkstone/shared/api/login';
import type { AppContext } from '../context.js';
import * as codes from '../db/repos/verificationCodes.js';
import type { OutgoingMessage } from '../delivery/delivery.js';
import { RateLimitedError } from '../errors.js';
import { CODE_SEND_LIMITS } from './limits.js';
import { longestWaitMs } from './throttleWindow.js';
import { generateCode, hashCode, type CodePurpose } from './verificationCode.js';

export interface SendCodeRequest {
  purpose: CodePurpose;
  /** Normalised email or phone. */
  recipient: string;
  ip: string;
  /**
   * The message to deliver for this code, or undefined to send nothing. Callers that hide whether an
   * account exists still go through here, so throttling and timing look the same either way.
   */
  compose: (code: string) => OutgoingMessage | undefined;
}

const HOUR = 60 * 60 * 1000;

/** Fails with 429 when the recipient or the IP has asked for codes too often. */
async function assertMaySend(ctx: AppContext, tx: AppContext['db'], recipient: string, ip: string): Promise<void> {
  const now = ctx.clock.now();
  const hourAgo = new Date(now.getTime() - HOUR);
  const toRecipient = await codes.sentToSince(tx, recipient, hourAgo);
  const fromIp = await codes.sentFromIpSince(tx, ip, hourAgo);
  const wait = longestWaitMs(
    [
      { times: toRecipient, rule: CODE_SEND_LIMITS.perRecipient },
      { times: toRecipient, rule: CODE_SEND_LIMITS.perRecipientHourly },
      { times: fromIp, rule: { ...CODE_SEND_LIMITS.perIpHourly, limit: ctx.env.CODE_SEND_IP_HOURLY_LIMIT } },
    ],
    now,
  );
  if (wait > 0) {
    throw RateLimitedError(wait, `Please wait ${Math.ceil(wait / 1000)} seconds before requesting another code.`);
  }
}

/**
 * Issues a one-time code: throttles, stores only its hash (superseding older codes for the same
 * recipient and purpose), then delivers it. When delivery fails the code is marked used, so it can
 * never be redeemed, and the DeliveryFailedError propagates.
 */
export async function sendCode(ctx: AppContext, req: SendCodeRequest): Promise<CodeSentRes> {
  const code = generateCode();
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    await codes.lockRecipient(tx, req.recipient);
    await assertMaySend(ctx, tx, req.recipient, req.ip);
    return codes.insert(tx, {
      purpose: req.purpose,
      recipient: req.recipient,
      codeHash: hashCode(req.purpose, req.recipient, code),
      ip: req.ip,
      now,
      expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MS),
    });
  });
  const message = req.compose(code);
  if (message) {
    try {
      await ctx.delivery.send(message);
    } catch (err) {
      await codes.consume(ctx.db, id, now);
      throw err;
    }
  }
  return { resendAfterSeconds: CODE_RESEND_INTERVAL_MS / 1000 };
}
