import crypto from 'node:crypto';
import { parseFrames } from './stackFrames.js';
import type { ResolvedError } from './ingestReport.js';

const FORWARD_TIMEOUT_MS = 5000;

/** Where and how to send: a DSN `https://<key>@<host>[/<path>]/<project id>` read once. */
export interface SentryTarget {
  envelopeUrl: string;
  auth: string;
  dsn: string;
}

/** The envelope endpoint and auth header of a Sentry (or GlitchTip) DSN. */
export function sentryTargetOf(dsn: string): SentryTarget {
  const url = new URL(dsn);
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!url.username || !projectId) throw new Error('SENTRY_DSN must be https://<key>@<host>/<project id>');
  const prefix = segments.length ? `/${segments.join('/')}` : '';
  return {
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`,
    auth: `Sentry sentry_version=7, sentry_client=inkstone/1.0, sentry_key=${url.username}`,
    dsn,
  };
}

/** Context of the batch an error came in. */
export interface ForwardMeta {
  release: string;
  userAgent: string;
  userId: string | null;
  environment: string;
  now: Date;
}

/** The Sentry event of one reported error (frames oldest first, as Sentry wants them). */
export function sentryEventOf(error: ResolvedError, meta: ForwardMeta): Record<string, unknown> {
  const stack = error.symbolicatedStack ?? error.event.stack;
  const frames = (stack ? parseFrames(stack) : [])
    .map((f) => ({ filename: f.file, function: f.fn ?? '?', lineno: f.line, colno: f.column, in_app: true }))
    .reverse();
  return {
    event_id: crypto.randomUUID().replaceAll('-', ''),
    timestamp: meta.now.getTime() / 1000,
    platform: 'javascript',
    level: 'error',
    logger: 'inkstone.web',
    release: meta.release,
    environment: meta.environment,
    fingerprint: [error.fingerprint],
    tags: { kind: error.event.kind, route: error.event.route },
    ...(meta.userId ? { user: { id: meta.userId } } : {}),
    request: { url: error.event.route, headers: { 'User-Agent': meta.userAgent } },
    exception: {
      values: [
        { type: error.event.kind, value: error.event.message, stacktrace: frames.length ? { frames } : undefined },
      ],
    },
  };
}

/** One envelope per error: header line, item header, event (https://develop.sentry.dev/sdk/envelopes/). */
export function envelopeOf(event: Record<string, unknown>, target: SentryTarget, now: Date): string {
  const header = { event_id: event.event_id, sent_at: now.toISOString(), dsn: target.dsn };
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`;
}

/**
 * Sends each error to the DSN's envelope endpoint with plain fetch. Never throws: a Sentry that is
 * down or slow must not fail the report; `onError` hears about it.
 */
export async function forwardToSentry(
  target: SentryTarget,
  errors: readonly ResolvedError[],
  meta: ForwardMeta,
  onError: (err: unknown) => void,
): Promise<void> {
  await Promise.all(
    errors.map(async (error) => {
      try {
        const body = envelopeOf(sentryEventOf(error, meta), target, meta.now);
        const res = await fetch(target.envelopeUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-sentry-envelope', 'x-sentry-auth': target.auth },
          body,
          signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
        });
        await res.body?.cancel();
        if (!res.ok) throw new Error(`Sentry answered ${res.status}`);
      } catch (err) {
        onError(err);
      }
    }),
  );
}
