import { grantAdmin, type GrantAdminResult } from '../auth/grantAdmin.js';
import { databaseOptionsOf, openDatabase } from '../db/client.js';
import { loadEnv } from '../env.js';
import { runCli } from './runCli.js';

const USAGE = 'Usage: npm run admin:grant -- EMAIL_OR_PHONE\n';

function report(result: GrantAdminResult): number {
  switch (result.status) {
    case 'granted':
      process.stdout.write(`${result.user.email ?? result.user.phone} is now an admin.\n`);
      return 0;
    case 'already_admin':
      process.stdout.write(`${result.user.email ?? result.user.phone} is already an admin; nothing changed.\n`);
      return 0;
    case 'not_found':
      process.stderr.write(`No account found for ${result.account}. The user must register first.\n`);
      return 1;
    case 'invalid':
      process.stderr.write(`${result.message}.\n${USAGE}`);
      return 2;
  }
}

/** `npm run admin:grant -- EMAIL`: gives an existing account the admin role (spec §6). */
async function main(args: string[]): Promise<number> {
  const [account] = args;
  if (!account || args.length > 1) {
    process.stderr.write(USAGE);
    return 2;
  }
  const env = loadEnv();
  const database = await openDatabase(databaseOptionsOf(env));
  try {
    return report(await grantAdmin(database.db, account, new Date()));
  } finally {
    await database.close();
  }
}

runCli('admin:grant', () => main(process.argv.slice(2)));
