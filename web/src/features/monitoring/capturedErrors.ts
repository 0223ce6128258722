import type { CapturedError } from './reportQueue';

/** A reason of any type as a message and stack (a rejection may carry anything, not only an Error). */
function describeReason(reason: unknown): { message: string; stack: string | null } {
  if (reason instanceof Error) return { message: `${reason.name}: ${reason.message}`, stack: reason.stack ?? null };
  if (typeof reason === 'string') return { message: reason, stack: null };
  try {
    return { message: JSON.stringify(reason) ?? String(reason), stack: null };
  } catch {
    return { message: String(reason), stack: null };
  }
}

/** The address of a resource without origin, query or fragment: tokens and ids stay out of reports. */
export function resourcePathOf(url: string, origin: string): string {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? parsed.pathname : `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(unparseable address)';
  }
}

/**
 * A window `error` event (seen in the capture phase) as a report: a script error, or — when its
 * target is a script, stylesheet or image element — a failed resource load. Undefined for anything
 * else.
 */
export function errorFromEvent(event: Event, route: string, origin: string): CapturedError | undefined {
  const target = event.target;
  if (target instanceof HTMLScriptElement || target instanceof HTMLImageElement || target instanceof HTMLLinkElement) {
    const url = target instanceof HTMLLinkElement ? target.href : target.src;
    const tag = target.tagName.toLowerCase();
    return { kind: 'resource', message: `Failed to load ${tag} ${resourcePathOf(url, origin)}`, stack: null, route };
  }
  if (!(event instanceof ErrorEvent)) return undefined;
  const error: unknown = event.error;
  if (error instanceof Error) return { kind: 'error', ...describeReason(error), route };
  const where = event.filename ? ` (${resourcePathOf(event.filename, origin)}:${event.lineno}:${event.colno})` : '';
  return { kind: 'error', message: `${event.message || 'Script error'}${where}`, stack: null, route };
}

/** An unhandled promise rejection as a report. */
export function errorFromRejection(reason: unknown, route: string): CapturedError {
  return { kind: 'unhandledrejection', ...describeReason(reason), route };
}

/** An error an error boundary caught (it never reaches window `error`). */
export function errorFromBoundary(error: unknown, route: string): CapturedError {
  return { kind: 'error', ...describeReason(error), route };
}
