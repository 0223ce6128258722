import { databaseOptionsOf, openDatabase } from '../db/client.js';
import * as ledger from '../db/repos/wordLedger.js';
import { loadEnv } from '../env.js';
import { runCli } from './runCli.js';

/**
 * `npm run ledger:verify`: proves every user's balance (`users.words_left`, a cache) equals the sum
 * of their ledger rows. Exits 1 and lists the users that differ. Word holds are ledger rows too, so
 * it holds while AI calls run.
 */
async function main(): Promise<number> {
  const database = await openDatabase(databaseOptionsOf(loadEnv()));
  try {
    const mismatches = await ledger.listMismatches(database.db);
    if (mismatches.length === 0) {
      process.stdout.write('ledger:verify: every balance equals its ledger.\n');
      return 0;
    }
    for (const m of mismatches) {
      process.stderr.write(`${m.userId} ${m.account}: balance ${m.wordsLeft}, ledger sum ${m.ledgerSum}\n`);
    }
    process.stderr.write(`ledger:verify: ${mismatches.length} user(s) differ from their ledger.\n`);
    return 1;
  } finally {
    await database.close();
  }
}

runCli('ledger:verify', main);
