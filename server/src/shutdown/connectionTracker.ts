import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

interface Connection {
  /** Responses under way on it (HTTP/1.1 pipelining aside, zero or one). */
  open: Set<ServerResponse>;
  /** Responses it has finished: a connection that served none may not have sent its first request yet. */
  served: number;
  /** Already asked to close (closeIdle). */
  isEnding: boolean;
}

/** How long a closed connection's client has to close its side. */
const HALF_CLOSE_LIMIT_MS = 1000;

/**
 * The server's connections and what each is doing, so a drain can tell an idle keep-alive
 * connection (safe to close) from one whose client has just connected and is sending its first
 * request. Node's own `closeIdleConnections` counts both as idle, and closing the second drops a
 * request its client already sent. Start it before `listen`.
 */
export class ConnectionTracker {
  private readonly connections = new Map<Socket, Connection>();
  private isDraining = false;

  constructor(server: Server) {
    server.on('connection', (socket: Socket) => {
      this.connections.set(socket, { open: new Set(), served: 0, isEnding: false });
      socket.once('close', () => this.connections.delete(socket));
    });
    // Before the app's own listener, so the header is set before any handler answers.
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => this.onRequest(req, res));
  }

  private onRequest(req: IncomingMessage, res: ServerResponse): void {
    const connection = this.connections.get(req.socket);
    if (this.isDraining) res.setHeader('connection', 'close');
    if (!connection) return;
    connection.open.add(res);
    res.once('close', () => {
      connection.open.delete(res);
      connection.served += 1;
    });
  }

  /**
   * From now on every response ends its connection (`Connection: close`), including those under
   * way whose headers have not gone out yet.
   */
  startDraining(): void {
    this.isDraining = true;
    for (const { open } of this.connections.values())
      for (const res of open) if (!res.headersSent) res.setHeader('connection', 'close');
  }

  /**
   * Closes the connections with nothing under way that have served a response (kept alive from
   * before the drain), and, with `includeFresh`, those that never sent a request.
   */
  closeIdle(includeFresh: boolean): void {
    for (const [socket, connection] of this.connections) {
      if (connection.isEnding || connection.open.size > 0 || (connection.served === 0 && !includeFresh)) continue;
      connection.isEnding = true;
      // end(), not destroy(): the last response may still be in the socket's buffer, and destroy
      // would drop it. A client that never closes its side is cut a little later.
      socket.end();
      setTimeout(() => socket.destroy(), HALF_CLOSE_LIMIT_MS).unref();
    }
  }

  /** Ends every connection, whatever it is doing (the drain's time is up). */
  closeAll(): void {
    for (const socket of this.connections.keys()) socket.destroy();
  }
}
