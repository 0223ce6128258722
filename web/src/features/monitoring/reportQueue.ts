import type { ErrorKind, MonitorEvent, PageViewEvent } from '@inkstone/shared/api/monitor';
import {
  MONITOR_BATCH_MAX_EVENTS,
  MONITOR_MESSAGE_MAX_CHARS,
  MONITOR_REPEAT_CAP,
  MONITOR_REPORT_DELAY_MS,
  MONITOR_STACK_MAX_CHARS,
} from '@inkstone/shared/monitorLimits';

/** An error as the listeners see it, before the limits. */
export interface CapturedError {
  kind: ErrorKind;
  message: string;
  stack: string | null;
  route: string;
}

/** Which kinds of event may leave the page (configuration, Do Not Track). */
export interface ReportSwitches {
  monitoring: boolean;
  analytics: boolean;
}

export interface ReportQueueOptions {
  /** Sends one batch; `isUnloading` when the page is going away (pagehide). */
  send: (events: MonitorEvent[], isUnloading: boolean) => void;
  delayMs?: number;
  repeatCap?: number;
}

/** What makes two reports "the same error": its kind, message and first stack frame. */
function repeatKeyOf(error: CapturedError): string {
  const firstFrame = error.stack?.split('\n').find((line) => /:\d+:\d+/.test(line)) ?? '';
  return `${error.kind}\n${error.message}\n${firstFrame.trim()}`;
}

/**
 * spec §9 limits, for one page life: events wait `delayMs` (1000 ms) after the first one is queued
 * and leave together; the same error is queued at most `repeatCap` (60) times; messages are cut at
 * 10,240 characters. Until `configure` is called nothing is sent (the server has not said what it
 * wants yet); events of a switched-off kind are dropped.
 */
export class ReportQueue {
  private pending: MonitorEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly repeats = new Map<string, number>();
  private switches: ReportSwitches | undefined;
  private readonly delayMs: number;
  private readonly repeatCap: number;

  constructor(private readonly options: ReportQueueOptions) {
    this.delayMs = options.delayMs ?? MONITOR_REPORT_DELAY_MS;
    this.repeatCap = options.repeatCap ?? MONITOR_REPEAT_CAP;
  }

  /** What may be sent; events queued before it that are now off are dropped. */
  configure(switches: ReportSwitches): void {
    this.switches = switches;
    this.pending = this.pending.filter((e) => this.isAllowed(e));
    if (this.pending.length > 0) this.schedule();
  }

  addError(error: CapturedError): void {
    const key = repeatKeyOf(error);
    const seen = this.repeats.get(key) ?? 0;
    if (seen >= this.repeatCap) return;
    this.repeats.set(key, seen + 1);
    this.enqueue({
      type: 'error',
      kind: error.kind,
      message: (error.message || '(no message)').slice(0, MONITOR_MESSAGE_MAX_CHARS),
      stack: error.stack ? error.stack.slice(0, MONITOR_STACK_MAX_CHARS) : null,
      route: error.route,
    });
  }

  addPageView(view: Omit<PageViewEvent, 'type'>): void {
    this.enqueue({ type: 'pageview', ...view });
  }

  /** Sends what is queued now (pagehide); nothing before the configuration is known. */
  flush(isUnloading = false): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.switches) return;
    while (this.pending.length > 0) {
      this.options.send(this.pending.splice(0, MONITOR_BATCH_MAX_EVENTS), isUnloading);
    }
  }

  private isAllowed(event: MonitorEvent): boolean {
    if (!this.switches) return true;
    return event.type === 'error' ? this.switches.monitoring : this.switches.analytics;
  }

  private enqueue(event: MonitorEvent): void {
    if (!this.isAllowed(event)) return;
    this.pending.push(event);
    if (this.pending.length >= MONITOR_BATCH_MAX_EVENTS && this.switches) this.flush();
    else this.schedule();
  }

  private schedule(): void {
    if (this.timer !== undefined || !this.switches) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, this.delayMs);
  }
}
