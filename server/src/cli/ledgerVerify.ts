import { verifyLedger } from '../billing/verifyLedger.js';
import { databaseOptionsOf, openDatabase } from '../db/client.js';
import { loadEnv } from '../env.js';
import { runCli } from './runCli.js';

/** `npm run ledger:verify`: exits 1 and lists the users whose balance differs from their ledger. */
async function main(): Promise<number> {
  const database = await openDatabase(databaseOptionsOf(loadEnv()));
  try {
    return await verifyLedger(
      database.db,
      (line) => process.stdout.write(`${line}\n`),
      (line) => process.stderr.write(`${line}\n`),
    );
  } finally {
    await database.close();
  }
}

runCli('ledger:verify', main);
