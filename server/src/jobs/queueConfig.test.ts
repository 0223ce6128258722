import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../env.js';

/** JOB_QUEUE and RUN_WORKER: the combinations that cannot work stop the start with a clear message. */
describe('job queue configuration', () => {
  const postgres = 'postgres://inkstone:secret@127.0.0.1:5432/inkstone';

  it('runs tasks in this process by default', () => {
    expect(loadEnv({})).toMatchObject({ JOB_QUEUE: 'inprocess', RUN_WORKER: true });
  });

  it('takes pg-boss and separate workers on an external PostgreSQL', () => {
    const env = loadEnv({ JOB_QUEUE: 'pgboss', RUN_WORKER: 'false', DATABASE_URL: postgres });
    expect(env).toMatchObject({ JOB_QUEUE: 'pgboss', RUN_WORKER: false });
  });

  it('refuses pg-boss on the embedded database', () => {
    expect(() => loadEnv({ JOB_QUEUE: 'pgboss' })).toThrow(EnvError);
    expect(() => loadEnv({ JOB_QUEUE: 'pgboss' })).toThrow(/JOB_QUEUE: pgboss needs an external PostgreSQL/);
  });

  it('refuses a server that runs no tasks when no other process could', () => {
    expect(() => loadEnv({ RUN_WORKER: 'false', DATABASE_URL: postgres })).toThrow(
      /RUN_WORKER: false needs JOB_QUEUE=pgboss/,
    );
  });

  it('names an unknown queue', () => {
    expect(() => loadEnv({ JOB_QUEUE: 'redis' })).toThrow(/JOB_QUEUE/);
  });
});
