import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ConnectionTracker } from './connectionTracker.js';

/** How often connections that finished their last request while draining are closed. */
const IDLE_REAP_INTERVAL_MS = 100;

/**
 * How long a connection that has not sent a request yet is left open: its client connected just
 * before the listening socket closed and its request is on the way.
 */
const FIRST_REQUEST_GRACE_MS = 2000;

/** How a drain ended: every connection closed by itself, or some were cut at the time limit. */
export interface DrainResult {
  forced: boolean;
  ms: number;
}

/** True once `closed` resolves (the server's last connection ended), false after `ms`. */
function closedWithin(closed: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([closed.then(() => true), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Stops an HTTP server for a rolling restart (docs/deploy.md "Restarting without downtime"):
 * - the listening socket closes at once, so a proxy's next connection goes to another server
 *   (nginx: connection refused → next upstream);
 * - idle keep-alive connections close now; a connection that finishes its request later closes
 *   after the response (`Connection: close`);
 * - a request that still arrives on an open connection is served, not refused: its client may
 *   already have sent it. (Fastify's own drain, `app.close()`, answers those with a 503 of its
 *   own, so it runs last.)
 * - requests in flight finish; what is still open after `timeoutMs` is cut.
 * Long streams are not waited for here: they end through the shutdown signal (ctx.shutdownSignal),
 * aborted before this is called.
 */
export async function drainHttp(
  app: FastifyInstance,
  connections: ConnectionTracker,
  timeoutMs: number,
): Promise<DrainResult> {
  const started = performance.now();
  const server = app.server;
  connections.startDraining();
  // Connections the kernel has completed but Node has not accepted yet are reset when the listening
  // socket closes: one turn of the event loop's poll phase accepts those waiting now.
  await new Promise((resolve) => setImmediate(resolve));
  const closed = new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    // net.Server's close, not http.Server's: that one would first close every connection without a
    // request under way, including those whose first request is still on its way.
    net.Server.prototype.close.call(server, () => resolve());
  });
  const reap = () => connections.closeIdle(performance.now() - started > FIRST_REQUEST_GRACE_MS);
  reap();
  const reaper = setInterval(reap, IDLE_REAP_INTERVAL_MS);
  let forced = false;
  try {
    if (!(await closedWithin(closed, timeoutMs))) {
      forced = true;
      connections.closeAll();
      await closed;
    }
  } finally {
    clearInterval(reaper);
  }
  await app.close();
  return { forced, ms: Math.round(performance.now() - started) };
}
