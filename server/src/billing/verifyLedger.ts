import * as ledger from '../db/repos/wordLedger.js';
import type { Db } from '../db/types.js';

/**
 * Proves every user's balance (`users.words_left`, a cache) equals the sum of their ledger rows;
 * word holds are ledger rows too, so it holds while AI calls run. Writes a line per user that
 * differs to `err` and returns 1 then, else 0 (the exit code of `npm run ledger:verify`).
 */
export async function verifyLedger(db: Db, out: (line: string) => void, err: (line: string) => void): Promise<number> {
  const mismatches = await ledger.listMismatches(db);
  if (mismatches.length === 0) {
    out('ledger:verify: every balance equals its ledger.');
    return 0;
  }
  for (const m of mismatches) err(`${m.userId} ${m.account}: balance ${m.wordsLeft}, ledger sum ${m.ledgerSum}`);
  err(`ledger:verify: ${mismatches.length} user(s) differ from their ledger.`);
  return 1;
}
