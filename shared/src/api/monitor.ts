import { z } from 'zod';
import { Page, PageSize } from './common.js';
import { MONITOR_BATCH_MAX_EVENTS, MONITOR_MESSAGE_MAX_CHARS, MONITOR_STACK_MAX_CHARS } from '../monitorLimits.js';

// The limits live in monitorLimits.ts (zod-free, for the web app's reporter); the API names them too.
export {
  MONITOR_REPORT_DELAY_MS,
  MONITOR_REPEAT_CAP,
  MONITOR_MESSAGE_MAX_CHARS,
  MONITOR_STACK_MAX_CHARS,
  MONITOR_BATCH_MAX_EVENTS,
  MONITOR_REPORT_MAX_BYTES,
} from '../monitorLimits.js';

/** A route pattern of the web app (`/apps/editor`, `/apps/papersearch/result/:id`), never a URL with ids. */
export const RoutePattern = z
  .string()
  .max(200)
  .regex(/^\/[A-Za-z0-9/_:*.-]*$/, 'must be a route pattern');

export const ErrorKind = z.enum(['error', 'unhandledrejection', 'resource', 'blank-screen']);
export type ErrorKind = z.infer<typeof ErrorKind>;
export const ViewportClass = z.enum(['phone', 'tablet', 'desktop']);
export type ViewportClass = z.infer<typeof ViewportClass>;

/** A script error, rejection, failed resource load or blank screen seen by the browser. */
export const ErrorReportEvent = z.object({
  type: z.literal('error'),
  kind: ErrorKind,
  message: z.string().min(1).max(MONITOR_MESSAGE_MAX_CHARS),
  stack: z.string().max(MONITOR_STACK_MAX_CHARS).nullable().default(null),
  route: RoutePattern,
});
export type ErrorReportEvent = z.infer<typeof ErrorReportEvent>;

/** spec §9: a page view on route change. */
export const PageViewEvent = z.object({
  type: z.literal('pageview'),
  route: RoutePattern,
  referrerRoute: RoutePattern.nullable().default(null),
  language: z.enum(['en', 'zh-CN']),
  viewport: ViewportClass,
});
export type PageViewEvent = z.infer<typeof PageViewEvent>;

export const MonitorEvent = z.discriminatedUnion('type', [ErrorReportEvent, PageViewEvent]);
export type MonitorEvent = z.infer<typeof MonitorEvent>;

/**
 * `POST /v1/monitor/report`: one batch. The user is the session's (if any), never named here; the
 * time is the server's.
 */
export const MonitorReportReq = z.object({
  /** The web build that sent it (its build id). */
  release: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9._+-]+$/, 'must be a build id'),
  userAgent: z.string().max(512).default(''),
  events: z.array(MonitorEvent).min(1).max(MONITOR_BATCH_MAX_EVENTS),
});
export type MonitorReportReq = z.infer<typeof MonitorReportReq>;

/** What was kept: events of a switched-off kind are dropped, not refused. */
export const MonitorReportRes = z.object({ errors: z.number().int(), pageViews: z.number().int() });
export type MonitorReportRes = z.infer<typeof MonitorReportRes>;

/** `GET /v1/monitor/config`: what the web app should send. */
export const MonitorConfigRes = z.object({ monitoring: z.boolean(), analytics: z.boolean() });
export type MonitorConfigRes = z.infer<typeof MonitorConfigRes>;

export const ErrorGroupStatus = z.enum(['open', 'resolved', 'ignored']);
export type ErrorGroupStatus = z.infer<typeof ErrorGroupStatus>;

/** `GET /v1/admin/errors`. */
export const AdminErrorsQuery = z.object({ page: Page, pageSize: PageSize, status: ErrorGroupStatus.optional() });
export type AdminErrorsQuery = z.infer<typeof AdminErrorsQuery>;

/** Days the per-group sparkline covers, ending today (UTC). */
export const ERROR_SPARKLINE_DAYS = 14;

export const ErrorGroup = z.object({
  id: z.uuid(),
  kind: ErrorKind,
  message: z.string(),
  /** The latest occurrence's top frames, mapped to the original sources when a source map had them. */
  topStack: z.string().nullable(),
  status: ErrorGroupStatus,
  totalCount: z.number().int(),
  lastRelease: z.string(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  /** Occurrences per release within the retention period, most first. */
  releases: z.array(z.object({ release: z.string(), count: z.number().int() })),
  /** Occurrences per UTC day over the last ERROR_SPARKLINE_DAYS days, oldest first. */
  daily: z.array(z.number().int()),
});
export type ErrorGroup = z.infer<typeof ErrorGroup>;
export const AdminErrorsRes = z.object({ items: z.array(ErrorGroup), total: z.number().int() });
export type AdminErrorsRes = z.infer<typeof AdminErrorsRes>;

export const ErrorOccurrence = z.object({
  id: z.uuid(),
  release: z.string(),
  route: z.string(),
  userAgent: z.string(),
  userId: z.uuid().nullable(),
  message: z.string(),
  rawStack: z.string().nullable(),
  symbolicatedStack: z.string().nullable(),
  createdAt: z.string(),
});
export type ErrorOccurrence = z.infer<typeof ErrorOccurrence>;

/** `GET /v1/admin/errors/:id`: the group and its most recent occurrences. */
export const AdminErrorGroupRes = z.object({ group: ErrorGroup, occurrences: z.array(ErrorOccurrence) });
export type AdminErrorGroupRes = z.infer<typeof AdminErrorGroupRes>;

/** `POST /v1/admin/errors/:id/status`. */
export const ErrorGroupStatusReq = z.object({ status: ErrorGroupStatus });
export type ErrorGroupStatusReq = z.infer<typeof ErrorGroupStatusReq>;
