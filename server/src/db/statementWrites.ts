/**
 * What a SQL statement may write, read from its text, for the in-memory caches of the embedded
 * database (sessionCache.ts, balanceCache.ts). Generous on purpose: a false match only empties a
 * cache; a missed one would serve stale data.
 */
const CHANGE = String.raw`(?:update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?`;
const INSERT = String.raw`insert\s+into\s+"?`;
const statementOn = (verbs: string, table: string) => new RegExp(String.raw`\b${verbs}${table}(?![\w])`, 'i');

/** May write a row of `users` (the balance included); an insert counts, in case of an upsert. */
export const WRITES_USERS = statementOn(`(?:${CHANGE}|${INSERT})`, 'users');

/**
 * May write a row of `sessions`. An insert counts too: a new session changes no cached one, but an
 * upsert could, and a sign-in empties the cache anyway when it stamps the user's last sign-in.
 */
export const WRITES_SESSIONS = statementOn(`(?:${CHANGE}|${INSERT})`, 'sessions');
