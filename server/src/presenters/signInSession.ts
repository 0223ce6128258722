import type { SignInSession } from '@inkstone/shared/api/profile';
import type { SessionRow } from '../db/schema/index.js';

/** A session as its owner sees it on the profile; never the token hash. */
export function presentSignInSession(row: SessionRow, currentSessionId: string): SignInSession {
  return {
    id: row.id,
    userAgent: row.userAgent,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isCurrent: row.id === currentSessionId,
  };
}
