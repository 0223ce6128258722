import type { Logger } from 'pino';
import type { Db } from '../db/types.js';
import { EnvError, type Env } from '../env.js';
import type { Delivery, OutgoingMessage } from './delivery.js';
import { OutboxDelivery } from './outboxDelivery.js';
import { TencentSmsProvider } from './sms/tencentSmsProvider.js';
import { SmsDelivery } from './smsDelivery.js';
import { SmtpDelivery } from './smtpDelivery.js';

type TencentKey =
  | 'TENCENT_SECRET_ID'
  | 'TENCENT_SECRET_KEY'
  | 'TENCENT_SMS_SDK_APP_ID'
  | 'TENCENT_SMS_SIGN_NAME'
  | 'TENCENT_SMS_TEMPLATE_ID';

/** The SMS provider named by SMS_PROVIDER, or undefined when none is configured. */
function createSmsDelivery(env: Env): Delivery | undefined {
  if (env.SMS_PROVIDER !== 'tencent') return undefined;
  const need = (key: TencentKey): string => {
    const value = env[key];
    if (!value) throw new EnvError(`Invalid configuration:\n  ${key}: required when SMS_PROVIDER=tencent`);
    return value;
  };
  return new SmsDelivery(
    new TencentSmsProvider({
      secretId: need('TENCENT_SECRET_ID'),
      secretKey: need('TENCENT_SECRET_KEY'),
      sdkAppId: need('TENCENT_SMS_SDK_APP_ID'),
      signName: need('TENCENT_SMS_SIGN_NAME'),
      templateId: need('TENCENT_SMS_TEMPLATE_ID'),
      region: env.TENCENT_SMS_REGION,
      endpoint: env.TENCENT_SMS_ENDPOINT,
    }),
  );
}

/**
 * Routes each channel to its configured provider (SMTP_URL for email, SMS_PROVIDER for SMS),
 * falling back to the development outbox for a channel that has none.
 */
export function createDelivery(env: Env, db: Db, log: Pick<Logger, 'info'> | undefined): Delivery {
  const outbox = new OutboxDelivery(db, log);
  const email = env.SMTP_URL ? new SmtpDelivery(env.SMTP_URL, env.MAIL_FROM) : outbox;
  const sms = createSmsDelivery(env) ?? outbox;
  return {
    send: (message: OutgoingMessage) => (message.channel === 'email' ? email : sms).send(message),
  };
}
