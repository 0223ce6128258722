import type { MonitorConfigRes, MonitorEvent, MonitorReportReq } from '@inkstone/shared/api/monitor';
import { V1 } from '@inkstone/shared/paths';
import { apiGet, authorizedHeaders } from '../../lib/apiClient';
import { RELEASE } from './reportContext';

/** The keepalive quota browsers give a page that is going away. */
const KEEPALIVE_MAX_BYTES = 60_000;

/** GET /v1/monitor/config: what the server wants sent. */
export function fetchMonitorConfig(): Promise<MonitorConfigRes> {
  return apiGet<MonitorConfigRes>(V1.monitor.config, { notify: false });
}

/**
 * POST /v1/monitor/report. Plain fetch, not apiRequest: a failed report must show nothing and
 * never sign anyone out. On pagehide the batch goes by `navigator.sendBeacon`, which outlives the
 * page but cannot carry the Authorization header, so that last batch arrives signed out.
 */
export function sendReport(events: MonitorEvent[], isUnloading: boolean): void {
  const report: MonitorReportReq = { release: RELEASE, userAgent: navigator.userAgent.slice(0, 512), events };
  const body = JSON.stringify(report);
  if (isUnloading && navigator.sendBeacon?.(V1.monitor.report, new Blob([body], { type: 'application/json' }))) return;
  void fetch(V1.monitor.report, {
    method: 'POST',
    headers: authorizedHeaders({ 'Content-Type': 'application/json', Accept: 'application/json' }),
    body,
    keepalive: body.length < KEEPALIVE_MAX_BYTES,
  }).catch(() => undefined); // reporting must never raise an error of its own
}
