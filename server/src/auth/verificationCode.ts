import crypto from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@inkstone/shared/constants';
import { sha256Hex } from '../lib/tokens.js';

/** What a code proves: owning a mailbox for registration or reset, or a phone for SMS login. */
export type CodePurpose = 'register' | 'reset_password' | 'sms_login';

/** A uniformly random code of VERIFICATION_CODE_LENGTH digits, leading zeros kept. */
export function generateCode(): string {
  return String(crypto.randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

/**
 * The stored form of a code. Bound to its purpose and recipient so a code (or a leaked hash) for
 * one address or flow never matches another.
 */
export function hashCode(purpose: CodePurpose, recipient: string, code: string): string {
  return sha256Hex(`${purpose}\n${recipient}\n${code}`);
}
