import { afterAll, beforeAll, describe } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratchDatabase.js';
import { jobQueueContract } from './jobQueue.contract.js';
import { PgBossQueue } from './pgBossQueue.js';

/** The JobQueue contract on pg-boss; needs a PostgreSQL server (TEST_DATABASE_URL). */
const pgServerUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgServerUrl)('PgBossQueue on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let count = 0;
  beforeAll(async () => {
    scratch = await createScratchDatabase(pgServerUrl!);
  });
  afterAll(async () => scratch?.drop());

  // A queue of its own per test: what one test leaves waiting is not run by the next.
  jobQueueContract('PgBossQueue', (concurrency) =>
    PgBossQueue.open({
      connectionString: scratch.url,
      concurrency,
      onError: () => undefined,
      expireInSeconds: 60,
      pollIntervalMs: 200,
      queueName: `contract-${++count}`,
    }),
  );
});
