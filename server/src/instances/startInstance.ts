import os from 'node:os';
import type { Logger } from 'pino';
import { releaseHoldsOfEndedInstances } from '../billing/holds.js';
import type { AppContext } from '../context.js';
import * as serverInstances from '../db/repos/serverInstances.js';
import { PROCESS_INSTANCE_ID } from '../lib/processInstance.js';
import { repeatEvery } from './repeatEvery.js';

/** Heartbeats per INSTANCE_HEARTBEAT_TIMEOUT_MS: a live process would have to miss this many in a row. */
const BEATS_PER_TIMEOUT = 6;

/** This process as a holder of word holds; `close` when it stops, before the database closes. */
export interface RunningInstance {
  close(): Promise<void>;
}

/**
 * Makes this process an instance that may take word holds (lib/processInstance.ts), and gives back
 * the holds of instances that ended — a crash, kill -9 — before the server answers:
 * - Embedded database: the DATA_DIR lock admits one process, so every other instance has ended.
 *   Their holds, and those taken before holds recorded an instance, are released now.
 * - PostgreSQL: other processes may be running. This one writes its heartbeat every sixth of
 *   INSTANCE_HEARTBEAT_TIMEOUT_MS; at start and after every beat it releases the holds of instances
 *   silent for longer than that and removes their rows. A restarted server is a new instance: the
 *   holds of the one that died come back once its heartbeat is that old.
 * Holds waiting with a queued or running task are left to the task sweeps (jobs/). `runsTasks` marks
 * a worker (or a server with RUN_WORKER) for the operator health page's worker heartbeat.
 */
export async function startInstance(
  ctx: AppContext,
  log: Pick<Logger, 'error' | 'info'>,
  role: { runsTasks: boolean },
): Promise<RunningInstance> {
  if (ctx.database.kind === 'pglite') {
    const released = await releaseHoldsOfEndedInstances(ctx.db, { allBut: PROCESS_INSTANCE_ID }, ctx.clock.now());
    if (released > 0) log.info({ released }, 'word holds of the previous run given back');
    return { close: () => Promise.resolve() };
  }
  const self = { id: PROCESS_INSTANCE_ID, host: os.hostname(), pid: process.pid, runsTasks: role.runsTasks };
  const timeoutMs = ctx.env.INSTANCE_HEARTBEAT_TIMEOUT_MS;
  const beat = async () => {
    await serverInstances.beat(ctx.db, self);
    const released = await releaseHoldsOfEndedInstances(ctx.db, { silentForMs: timeoutMs }, ctx.clock.now());
    const dead = await serverInstances.removeDead(ctx.db, timeoutMs);
    if (released + dead.length > 0) log.info({ released, dead }, 'word holds of dead instances given back');
  };
  await beat();
  const beating = repeatEvery(timeoutMs / BEATS_PER_TIMEOUT, beat, (err) =>
    log.error({ err }, 'instance heartbeat failed'),
  );
  return {
    close: async () => {
      await beating.stop();
      // Its operations have ended: nothing it holds is still needed.
      await serverInstances.remove(ctx.db, self.id);
    },
  };
}
