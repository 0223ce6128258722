import path from 'node:path';
import { z } from 'zod';
import { StructuredOutputSetting } from '@inkstone/shared/api/modelSettings';
import { FALLBACK_LOCALE, parseLocale } from '@inkstone/shared/preferenceCookies';
import { parseWechatPayConfig, WechatPayConfigError } from './payment/wechatpay/config.js';

const Bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const PostgresUrl = z
  .string()
  .url()
  .refine((u) => /^postgres(ql)?:\/\//.test(u), 'must start with postgres:// or postgresql://');

/** The 32-byte key of SETTINGS_ENCRYPTION_KEY (64 hex digits or base64), or undefined when malformed. */
export function decodeKey(text: string): Buffer | undefined {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return key.length === 32 ? key : undefined;
}

/**
 * Every environment variable the server reads, parsed once at boot. `.env.example` documents each.
 * A wrong value stops the server with a message naming the variable.
 */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: PostgresUrl.optional(),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/)
    .default('16MB'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(64 * 1024 * 1024)
    .default(3 * 1024 * 1024),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  TRUST_PROXY: Bool.default(false),
  /**
   * Verification codes one client address may ask for per hour. A campus or company NAT puts many
   * people behind one address; raise it there (and the e2e servers, which register every account
   * from 127.0.0.1).
   */
  CODE_SEND_IP_HOURLY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * spec §9: the web app's language for a visitor without a language cookie: `en` or `zh-CN` (the
   * spec's `cn` and `zh` mean `zh-CN`). The served page carries it.
   */
  DEFAULT_LOCALE: z
    .string()
    .optional()
    .transform((v, c) => {
      if (v === undefined || v.trim() === '') return FALLBACK_LOCALE;
      const locale = parseLocale(v);
      if (locale === undefined) c.addIssue({ code: 'custom', message: 'must be en or zh-CN (cn)' });
      return locale ?? FALLBACK_LOCALE;
    }),
  FREE_WORDS: z.coerce.number().int().min(0).default(10_000),
  /** Words an inviter gets when an account registers with their share code (issue 20). */
  INVITE_REWARD_WORDS: z.coerce.number().int().min(0).max(100_000_000).default(2_000),
  /** Words the invitee gets on top of FREE_WORDS. */
  INVITEE_REWARD_WORDS: z.coerce.number().int().min(0).max(100_000_000).default(0),
  /** Most invite rewards one inviter gets in 24 hours; later invitees still register, unrewarded. */
  INVITE_DAILY_CAP: z.coerce.number().int().min(0).max(100_000).default(20),
  /**
   * Top-up payments (issue 20): `wechatpay` (WeChat Pay API v3 Native, the WECHATPAY_* settings
   * below), `simulator` (a local WeChat Pay on 127.0.0.1 with throwaway keys; never in production)
   * or `none` (top-ups answer 503). Default: `simulator` in development, else `none`.
   */
  PAYMENT_PROVIDER: z.enum(['none', 'simulator', 'wechatpay']).optional(),
  /** PAYMENT_PROVIDER=wechatpay: read and checked by payment/wechatpay/config.ts at start-up. */
  WECHATPAY_MCHID: z.string().optional(),
  WECHATPAY_APPID: z.string().optional(),
  WECHATPAY_SERIAL: z.string().optional(),
  WECHATPAY_PRIVATE_KEY_FILE: z.string().optional(),
  WECHATPAY_APIV3_KEY: z.string().optional(),
  WECHATPAY_PLATFORM_CERT_FILE: z.string().optional(),
  WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: z.string().optional(),
  WECHATPAY_PLATFORM_SERIAL: z.string().optional(),
  WECHATPAY_NOTIFY_URL: z.string().optional(),
  WECHATPAY_BASE_URL: z.string().optional(),
  /** The app's public origin, e.g. https://inkstone.example.com, for invite links; else the request's. */
  PUBLIC_BASE_URL: z
    .string()
    .url()
    .refine((u) => /^https?:\/\/[^/]+$/.test(u.replace(/\/$/, '')), 'must be an http(s) origin without a path')
    .transform((u) => u.replace(/\/$/, ''))
    .optional(),
  SMTP_URL: z
    .string()
    .url()
    .refine((u) => /^smtps?:\/\//.test(u), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Inkstone <no-reply@localhost>'),
  SMS_PROVIDER: z.enum(['tencent']).optional(),
  TENCENT_SECRET_ID: z.string().min(1).optional(),
  TENCENT_SECRET_KEY: z.string().min(1).optional(),
  TENCENT_SMS_SDK_APP_ID: z.string().min(1).optional(),
  TENCENT_SMS_SIGN_NAME: z.string().min(1).optional(),
  TENCENT_SMS_TEMPLATE_ID: z.string().min(1).optional(),
  TENCENT_SMS_REGION: z.string().min(1).default('ap-guangzhou'),
  TENCENT_SMS_ENDPOINT: z.string().url().default('https://sms.tencentcloudapi.com'),
  ALLOW_DEV_OUTBOX_IN_PRODUCTION: Bool.default(false),
  LLM_PROVIDER: z.enum(['openai-compatible', 'anthropic']).optional(),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_FAST_MODEL: z.string().min(1).optional(),
  /** How structured steps ask the model for JSON (auto: by provider and host; see llm/structured/). */
  LLM_STRUCTURED_OUTPUT: StructuredOutputSetting.default('auto'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
  LLM_STALL_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(30_000),
  SETTINGS_ENCRYPTION_KEY: z
    .string()
    .refine((k) => decodeKey(k) !== undefined, 'must be 32 bytes as 64 hex digits or base64')
    .optional(),
  OLLAMA_URL: z.string().url().default('http://127.0.0.1:11434'),
  /**
   * Whether model base URLs entered on the admin page may point at private, loopback or link-local
   * addresses (a vLLM on the LAN). OLLAMA_URL's origin and LLM_BASE_URL are always allowed.
   */
  ALLOW_PRIVATE_MODEL_HOSTS: Bool.default(false),
  SSE_PING_INTERVAL_MS: z.coerce.number().int().min(10).max(300_000).default(15_000),
  TASK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Task queue: `inprocess` (default) or `pgboss` (PostgreSQL only; for separate worker processes). */
  JOB_QUEUE: z.enum(['inprocess', 'pgboss']).default('inprocess'),
  /** Whether the web server runs tasks itself; false when separate `npm run worker` processes do. */
  RUN_WORKER: Bool.default(true),
  /** PostgreSQL: a server or worker whose heartbeat is older than this is dead, and its word holds are given back. */
  INSTANCE_HEARTBEAT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  AGENT_SEARCH_WORDS: z.coerce.number().int().min(0).max(1_000_000).default(500),
  LITERATURE_SOURCES: z
    .string()
    .default('openalex,semanticScholar,arxiv,crossref,pubmed')
    // `none` switches every live source off (an empty value would fall back to the default).
    .transform((v) =>
      v.trim() === 'none'
        ? []
        : v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
    )
    .pipe(z.array(z.enum(['openalex', 'semanticScholar', 'arxiv', 'crossref', 'pubmed']))),
  OPENALEX_BASE_URL: z.string().url().default('https://api.openalex.org'),
  SEMANTIC_SCHOLAR_BASE_URL: z.string().url().default('https://api.semanticscholar.org/graph/v1'),
  SEMANTIC_SCHOLAR_API_KEY: z.string().min(1).optional(),
  ARXIV_BASE_URL: z.string().url().default('https://export.arxiv.org/api'),
  CROSSREF_BASE_URL: z.string().url().default('https://api.crossref.org'),
  PUBMED_BASE_URL: z.string().url().default('https://eutils.ncbi.nlm.nih.gov/entrez/eutils'),
  PUBMED_API_KEY: z.string().min(1).optional(),
  CONTACT_EMAIL: z.string().email().optional(),
  SOURCE_CACHE_TTL_HOURS: z.coerce.number().min(0).max(8760).default(24),
  SOURCE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Directory of the built-in corpus (manifest.json + the sets it lists); default: the shipped data/corpus. */
  CORPUS_DIR: z.string().min(1).optional(),
  /** Whether the server loads the built-in corpus into `papers` on start (in the background). */
  CORPUS_AUTOLOAD: Bool.default(true),
  /** The largest knowledge-base upload, in bytes (default 50 MB); shown in the Files tab. */
  FILE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(2 * 1024 ** 3)
    .default(50 * 1024 ** 2),
  /** How many bytes of files one user may keep, the trash included (default 1 GB). */
  FILE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 ** 3),
  /**
   * An embedding model for the knowledge base: passages are also searched by meaning (pgvector),
   * merged with keyword search. Any OpenAI-compatible `/v1/embeddings` (Ollama: http://127.0.0.1:11434/v1);
   * unset: keyword search alone. Both URL and model, or neither.
   */
  EMBEDDING_BASE_URL: z.string().url().optional(),
  EMBEDDING_MODEL: z.string().min(1).optional(),
  EMBEDDING_API_KEY: z.string().min(1).optional(),
  /** Asks the model for vectors this long (models that support it, e.g. text-embedding-3-*). */
  EMBEDDING_DIMENSIONS: z.coerce.number().int().min(1).max(16_000).optional(),
  /** Where uploaded files' bytes go: `local` (DATA_DIR/files, the default) or `s3` (the S3_* bucket). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** STORAGE=s3: any S3-compatible service (AWS, MinIO, Cloudflare R2, Aliyun OSS, Tencent COS in S3 mode). */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 of a-z 0-9 . -)')
    .optional(),
  /** The service's URL; unset for AWS itself (the region decides). */
  S3_ENDPOINT: z
    .string()
    .url()
    .refine((u) => /^https?:\/\//.test(u), 'must start with http:// or https://')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither; neither: the AWS SDK's default chain (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path instead of the host name; MinIO and most self-hosted services need true. */
  S3_FORCE_PATH_STYLE: Bool.default(false),
  /**
   * Speed paths, each with a plain path beside it (decision 006): signed-in sessions and balances
   * kept in memory on the embedded database (off: read on every request) …
   */
  SESSION_CACHE: Bool.default(true),
  /** … word holds, settlements and the session lookup as statements prepared once (off: plain Drizzle) … */
  NAMED_STATEMENTS: Bool.default(true),
  /**
   * … and a tool stream's model call started one turn before its word hold is taken, its headers
   * sent with the first event (off: the hold first, then the call; headers at once).
   */
  EARLY_MODEL_CALL: Bool.default(true),
  /** Operator metrics (issue 21): `GET /metrics` in the Prometheus text format; off (404) by default. */
  METRICS_ENABLED: Bool.default(false),
  /** When set, `/metrics` needs `Authorization: Bearer <token>` (401 otherwise); never logged. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Front-end error reports (spec §9, issue 21): the web app sends them, the admin Errors page lists them. */
  MONITORING_ENABLED: Bool.default(true),
  /** Page-view events on route change (spec §9); off: the web app sends none and the server keeps none. */
  ANALYTICS_ENABLED: Bool.default(true),
  /** Days error groups, occurrences and page views are kept; older ones are pruned every hour. */
  MONITOR_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Report batches one client address may send per minute (a campus NAT puts many people behind one). */
  MONITOR_REPORTS_PER_IP_MINUTE: z.coerce.number().int().min(1).max(100_000).default(240),
  /** Report batches one signed-in user may send per minute (a page sends at most about one a second). */
  MONITOR_REPORTS_PER_USER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** The web build's source maps (kept on the server, never served); default: web/dist/assets. */
  SOURCE_MAPS_DIR: z.string().min(1).optional(),
  /** Also forwards each new error report to Sentry or a self-hosted GlitchTip (https://key@host/projectId). */
  SENTRY_DSN: z
    .string()
    .url()
    .refine((u) => /^https?:\/\/[^@/]+@[^/]+\/.*\d+$/.test(u), 'must look like https://<key>@<host>/<project id>')
    .optional(),
});
export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

/** Parses `source` (process.env by default); throws EnvError naming each wrong variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.SMS_PROVIDER === 'tencent') {
    const missing = (
      [
        'TENCENT_SECRET_ID',
        'TENCENT_SECRET_KEY',
        'TENCENT_SMS_SDK_APP_ID',
        'TENCENT_SMS_SIGN_NAME',
        'TENCENT_SMS_TEMPLATE_ID',
      ] as const
    ).filter((k) => !env[k]);
    if (missing.length)
      throw new EnvError(`Invalid configuration:\n  ${missing.join(', ')}: required when SMS_PROVIDER=tencent`);
  }
  checkJobQueue(env);
  checkStorage(env);
  if (Boolean(env.EMBEDDING_BASE_URL) !== Boolean(env.EMBEDDING_MODEL))
    throw new EnvError(
      'Invalid configuration:\n  EMBEDDING_BASE_URL, EMBEDDING_MODEL: set both, or neither for keyword search alone',
    );
  const PAYMENT_PROVIDER = checkPayments(env);
  return { ...env, PAYMENT_PROVIDER, DATA_DIR: path.resolve(env.DATA_DIR) };
}

/** pg-boss needs real PostgreSQL connections; without it only this process can run its tasks. */
function checkJobQueue(env: Env): void {
  if (env.JOB_QUEUE === 'pgboss' && !env.DATABASE_URL)
    throw new EnvError(
      'Invalid configuration:\n  JOB_QUEUE: pgboss needs an external PostgreSQL (DATABASE_URL=postgres://…); ' +
        'the embedded database serves one process only. Use JOB_QUEUE=inprocess with it.',
    );
  if (!env.RUN_WORKER && env.JOB_QUEUE !== 'pgboss')
    throw new EnvError(
      'Invalid configuration:\n  RUN_WORKER: false needs JOB_QUEUE=pgboss (with the in-process queue no other ' +
        "process could run this server's tasks).",
    );
}

/** STORAGE=s3 needs a bucket; a key id without its secret (or the reverse) is a typo, not a choice. */
function checkStorage(env: Env): void {
  if (env.STORAGE === 's3' && !env.S3_BUCKET)
    throw new EnvError('Invalid configuration:\n  S3_BUCKET: required when STORAGE=s3');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    throw new EnvError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the ' +
        "AWS SDK's default credentials",
    );
}

/**
 * The payment provider in effect. The simulator takes anyone's "payment", so production refuses it;
 * the WeChat Pay merchant settings (and the key files they name) are checked now, not at the first
 * order.
 */
function checkPayments(env: Env): NonNullable<Env['PAYMENT_PROVIDER']> {
  const provider = env.PAYMENT_PROVIDER ?? (env.NODE_ENV === 'development' ? 'simulator' : 'none');
  if (provider === 'simulator' && env.NODE_ENV === 'production')
    throw new EnvError('Invalid configuration:\n  PAYMENT_PROVIDER: simulator is refused when NODE_ENV=production');
  if (provider === 'wechatpay') {
    try {
      parseWechatPayConfig(env as unknown as Record<string, string | undefined>);
    } catch (err) {
      if (!(err instanceof WechatPayConfigError)) throw err;
      const lines = err.message.split('\n').map((l) => `  ${l}`);
      throw new EnvError(`Invalid configuration (PAYMENT_PROVIDER=wechatpay):\n${lines.join('\n')}`);
    }
  }
  return provider;
}

/** True when codes would go to the development outbox (no SMTP or no SMS provider configured). */
export function usesDevOutbox(env: Env): boolean {
  return !env.SMTP_URL || !env.SMS_PROVIDER;
}
