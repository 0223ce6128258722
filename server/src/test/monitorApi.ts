import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { SourceMapGenerator } from 'source-map';
import type { MonitorReportReq } from '@inkstone/shared/api/monitor';
import { V1 } from '@inkstone/shared/paths';
import type { TestApp } from './testApp.js';

/** A built chunk's name, as Vite names them (hash included). */
export const FIXTURE_CHUNK = 'BrokenPage-Ab12Cd34.js';

/**
 * A directory of hidden source maps (SOURCE_MAPS_DIR) with one map: line 1 of FIXTURE_CHUNK, columns
 * 100 and 200, come from web/src/pages/BrokenPage.tsx lines 42 and 57.
 */
export function writeFixtureMaps(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-maps-'));
  const map = new SourceMapGenerator({ file: FIXTURE_CHUNK });
  const source = '../../src/pages/BrokenPage.tsx';
  map.addMapping({ generated: { line: 1, column: 99 }, original: { line: 42, column: 6 }, source });
  map.addMapping({ generated: { line: 1, column: 199 }, original: { line: 57, column: 2 }, source });
  fs.writeFileSync(path.join(dir, `${FIXTURE_CHUNK}.map`), map.toString());
  return dir;
}

/** A Chrome stack through the fixture chunk, `col` being the first frame's column. */
export function chunkStack(message: string, col = 100): string {
  return [
    `TypeError: ${message}`,
    `    at Xe (https://inkstone.example/assets/${FIXTURE_CHUNK}:1:${col})`,
    `    at Yt (https://inkstone.example/assets/${FIXTURE_CHUNK}:1:200)`,
  ].join('\n');
}

/** One error event. */
export function errorEvent(message: string, overrides: Partial<Record<string, unknown>> = {}) {
  return { type: 'error', kind: 'error', message, stack: chunkStack(message), route: '/apps/editor', ...overrides };
}

/** One page-view event. */
export function pageView(route = '/apps/editor', overrides: Partial<Record<string, unknown>> = {}) {
  return { type: 'pageview', route, referrerRoute: '/apps/home', language: 'en', viewport: 'desktop', ...overrides };
}

/** POST /v1/monitor/report from `ip`, signed in when `token` is given. */
export function report(
  t: TestApp,
  body: Partial<MonitorReportReq> | Record<string, unknown>,
  opts: { ip: string; token?: string },
): Promise<LightMyRequestResponse> {
  return t.request({
    method: 'POST',
    url: V1.monitor.report,
    token: opts.token,
    remoteAddress: opts.ip,
    payload: { release: 'build-1', userAgent: 'Mozilla/5.0 Test', ...body },
  });
}
