import type { MonitorReportReq, MonitorReportRes, ErrorReportEvent } from '@inkstone/shared/api/monitor';
import type { AppContext } from '../context.js';
import * as errorGroupsRepo from '../db/repos/errorGroups.js';
import * as pageViewsRepo from '../db/repos/pageViews.js';
import { fingerprintOf } from './fingerprint.js';
import type { Symbolicator } from './symbolicator.js';
import { topOfStack } from './stackFrames.js';

/** Frames of the latest stack a group shows in the list. */
const TOP_STACK_FRAMES = 8;

/** Who sent a batch; the user comes from the session, never from the body. */
export interface ReportSender {
  userId: string | null;
}

/** One error as stored: its stack mapped back to the sources when a map knew it. */
export interface ResolvedError {
  event: ErrorReportEvent;
  symbolicatedStack: string | null;
  fingerprint: string;
}

async function resolveErrors(events: ErrorReportEvent[], symbolicator: Symbolicator): Promise<ResolvedError[]> {
  return Promise.all(
    events.map(async (event) => {
      const symbolicatedStack = event.stack ? await symbolicator.symbolicate(event.stack) : null;
      return {
        event,
        symbolicatedStack,
        fingerprint: fingerprintOf(event.kind, event.message, symbolicatedStack ?? event.stack),
      };
    }),
  );
}

/**
 * Stores a batch: errors counted into their groups (one sample occurrence per group and batch, the
 * latest), page views as rows. Events of a kind switched off by configuration are dropped.
 * Returns what was kept and the errors, for forwarding.
 */
export async function ingestReport(
  ctx: AppContext,
  symbolicator: Symbolicator,
  report: MonitorReportReq,
  sender: ReportSender,
): Promise<{ kept: MonitorReportRes; errors: ResolvedError[] }> {
  const now = ctx.clock.now();
  const errorEvents = ctx.env.MONITORING_ENABLED
    ? report.events.filter((e): e is ErrorReportEvent => e.type === 'error')
    : [];
  const views = ctx.env.ANALYTICS_ENABLED ? report.events.filter((e) => e.type === 'pageview') : [];
  const errors = await resolveErrors(errorEvents, symbolicator);
  const byFingerprint = new Map<string, ResolvedError[]>();
  for (const e of errors) byFingerprint.set(e.fingerprint, [...(byFingerprint.get(e.fingerprint) ?? []), e]);

  await ctx.db.transaction(async (tx) => {
    for (const [fingerprint, hits] of byFingerprint) {
      const latest = hits[hits.length - 1] as ResolvedError;
      const stack = latest.symbolicatedStack ?? latest.event.stack;
      const groupId = await errorGroupsRepo.recordHit(tx, {
        fingerprint,
        kind: latest.event.kind,
        message: latest.event.message,
        topStack: stack ? topOfStack(stack, TOP_STACK_FRAMES) : null,
        release: report.release,
        count: hits.length,
        now,
      });
      await errorGroupsRepo.addOccurrence(tx, {
        groupId,
        release: report.release,
        route: latest.event.route,
        userAgent: report.userAgent,
        userId: sender.userId,
        message: latest.event.message,
        rawStack: latest.event.stack,
        symbolicatedStack: latest.symbolicatedStack,
        createdAt: now,
      });
    }
    await pageViewsRepo.insertMany(
      tx,
      views.map((v) => ({
        userId: sender.userId,
        route: v.route,
        referrerRoute: v.referrerRoute,
        language: v.language,
        viewport: v.viewport,
        release: report.release,
        createdAt: now,
      })),
    );
  });
  return { kept: { errors: errors.length, pageViews: views.length }, errors };
}
