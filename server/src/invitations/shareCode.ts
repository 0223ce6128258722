import crypto from 'node:crypto';
import QRCode from 'qrcode';
import {
  INVITATION_PAGE,
  SHARE_CODE_ALPHABET,
  SHARE_CODE_LENGTH,
  type ShareCodeRes,
} from '@inkstone/shared/api/shareCode';
import * as invitations from '../db/repos/invitations.js';
import type { Db } from '../db/types.js';
import { isUniqueViolation } from '../db/uniqueViolation.js';

/** A random code: 8 of 31 characters is about 40 bits, so collisions are rare and retried. */
function drawCode(): string {
  let code = '';
  for (let i = 0; i < SHARE_CODE_LENGTH; i++) code += SHARE_CODE_ALPHABET[crypto.randomInt(SHARE_CODE_ALPHABET.length)];
  return code;
}

/** The user's share code, made on first use and stable afterwards (also under concurrent first uses). */
export async function ensureShareCode(db: Db, userId: string, existing: string | null): Promise<string> {
  if (existing) return existing;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const code = await invitations.claimShareCode(db, userId, drawCode());
      if (code) return code;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new Error('could not draw a free share code');
}

/** The code, the absolute invite link on `origin`, and the link as an SVG QR code. */
export async function presentShareCode(shareCode: string, origin: string): Promise<ShareCodeRes> {
  const link = `${origin}${INVITATION_PAGE}?code=${encodeURIComponent(shareCode)}`;
  const qrSvg = await QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { shareCode, link, qrSvg };
}

/** `ab***@example.com`, `138****5678`: enough for the inviter to recognise a friend, not to contact them. */
export function maskAccount(email: string | null, phone: string | null): string {
  if (email) {
    const [local = '', domain = ''] = email.split('@');
    return `${local.slice(0, 2)}***@${domain}`;
  }
  if (phone) return phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
  return '***';
}
