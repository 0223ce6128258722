import pg from 'pg';

/** The channel a sent job is announced on, so idle workers fetch it at once instead of at their next poll. */
export const JOBS_CHANNEL = 'inkstone_jobs';

/** A worker's subscription to job announcements; polling stays the fallback if it breaks. */
export interface JobWakeups {
  close(): Promise<void>;
}

/**
 * Listens on JOBS_CHANNEL on a connection of its own and calls `onJob` per announcement. A broken
 * connection is reported to `onError` and not reopened: the worker then only polls.
 */
export async function listenForJobs(
  connectionString: string,
  onJob: () => void,
  onError: (err: unknown) => void,
): Promise<JobWakeups> {
  const client = new pg.Client({ connectionString, application_name: 'inkstone-job-wakeups' });
  client.on('error', onError);
  client.on('notification', onJob);
  await client.connect();
  await client.query(`LISTEN ${JOBS_CHANNEL}`);
  return { close: () => client.end() };
}
