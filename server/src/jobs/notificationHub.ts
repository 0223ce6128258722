import pg from 'pg';

/** What a subscriber hears: a notification for its key, and "re-read the store" after a gap. */
export interface NotificationHandlers {
  onNotify(payload: string): void;
  /** The connection came back after breaking: notifications may have been missed meanwhile. */
  onResync(): void;
}

export interface NotificationHubOptions {
  connectionString: string;
  onError: (err: unknown) => void;
  /** First reconnect delay; doubled per failed attempt up to maxBackoffMs. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

/** The application_name of the hub's connection (tests find its backend by it). */
export const HUB_APPLICATION_NAME = 'inkstone-notifications';

/** Payloads are `key` or `key:rest`; a subscriber is keyed by the part before the first colon. */
const keyOf = (payload: string) => payload.split(':', 1)[0] ?? '';

/**
 * One LISTEN connection for the whole process, fanned out in memory: subscribers register a key on
 * a channel and hear the notifications whose payload starts with it. Opened on first use. If the
 * connection breaks it is reopened with backoff, every channel listened to again, and every
 * subscriber told to re-read its store (`onResync`), so nothing sent while it was down is lost.
 */
export class NotificationHub {
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private readonly channels = new Set<string>();
  private readonly subscribers = new Map<string, Set<NotificationHandlers>>();
  private isClosed = false;
  private backoffMs: number;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(private readonly opts: NotificationHubOptions) {
    this.backoffMs = opts.minBackoffMs ?? 100;
  }

  /**
   * Subscribes `handlers` to `key` on `channel`; resolves once the channel is listened to (what is
   * stored after that is announced to them). Returns the unsubscribe function.
   */
  async subscribe(channel: string, key: string, handlers: NotificationHandlers): Promise<() => void> {
    const id = `${channel}\n${key}`;
    let set = this.subscribers.get(id);
    if (!set) this.subscribers.set(id, (set = new Set()));
    set.add(handlers);
    const unsubscribe = () => {
      set.delete(handlers);
      if (set.size === 0 && this.subscribers.get(id) === set) this.subscribers.delete(id);
    };
    try {
      await this.listen(channel);
    } catch (err) {
      // Not listening yet (the database is away): the reconnect loop resyncs this subscriber later.
      this.opts.onError(err);
    }
    return unsubscribe;
  }

  /** Closes the connection; subscribers hear nothing more. */
  async close(): Promise<void> {
    this.isClosed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async listen(channel: string): Promise<void> {
    if (this.isClosed) return;
    const isNew = !this.channels.has(channel);
    this.channels.add(channel);
    await this.connect();
    if (isNew) await this.client?.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  }

  /** Opens the connection and listens to every channel (once, however many callers wait). */
  private connect(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.opts.connectionString,
      application_name: HUB_APPLICATION_NAME,
    });
    client.on('notification', (msg) => this.dispatch(msg.channel, msg.payload ?? ''));
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('notification connection ended')));
    try {
      await client.connect();
      for (const channel of this.channels) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      client.end().catch(() => undefined);
      this.scheduleReconnect();
      throw err;
    }
    if (this.isClosed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  private dispatch(channel: string, payload: string): void {
    const set = this.subscribers.get(`${channel}\n${keyOf(payload)}`);
    if (set) for (const handlers of [...set]) handlers.onNotify(payload);
  }

  private lost(client: pg.Client, err: unknown): void {
    if (this.client !== client || this.isClosed) return;
    this.client = undefined;
    this.opts.onError(err);
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.isClosed || this.retryTimer) return;
    const wait = this.backoffMs;
    this.backoffMs = Math.min(wait * 2, this.opts.maxBackoffMs ?? 5000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect().then(
        () => this.resyncAll(),
        // open() has scheduled the next attempt.
        (err: unknown) => this.opts.onError(err),
      );
    }, wait);
    this.retryTimer.unref();
  }

  private resyncAll(): void {
    this.backoffMs = this.opts.minBackoffMs ?? 100;
    for (const set of this.subscribers.values()) for (const handlers of [...set]) handlers.onResync();
  }
}
