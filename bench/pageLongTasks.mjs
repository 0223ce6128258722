#!/usr/bin/env node
/**
 * `npm run bench:long-tasks`: the main-thread long tasks of a cold page load in Debian's Chromium, on
 * the built app (run `npm run build` first), for the pages of issue 22. Lighthouse's mobile
 * total blocking time comes from these tasks: it multiplies each one by its CPU slowdown (4) and
 * counts what exceeds 50 ms after its simulated first paint. One Lighthouse run varies by a factor of
 * two here (its simulated paint moves with the observed one), so this bench loads each page many
 * times and applies the same rule to what Chromium itself reports (PerformanceObserver `longtask`,
 * tasks over 50 ms as the machine runs them) — a steadier figure to compare two builds by. Every
 * task of the load counts: on the signed-in pages Chromium paints only after them, while
 * Lighthouse's simulated paint comes before most of them, and counts them.
 *
 * Each page is loaded LONG_TASK_RUNS times (default 10, after one load not counted) in a new browser
 * context (cold HTTP cache, as Lighthouse) at Lighthouse's mobile viewport. Prints per page the
 * medians of: first contentful paint, the long tasks' total, the longest task, and the blocking time
 * under Lighthouse's rule applied to every long task (LONG_TASK_SLOWDOWN, default 4). The last line is JSON with the largest
 * median blocking time of the pages. LONG_TASK_PAGES=/login,/welcome measures some pages only;
 * BENCH_APP_ROOT measures the build of another checkout.
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { withBuiltAppInChromium } from './builtAppInChromium.mjs';
import { pagesFrom } from './builtServer.mjs';
import { coldPageRuns } from './coldPageRuns.mjs';
import { median } from './median.mjs';

const ROOT = process.env.BENCH_APP_ROOT ?? fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.LONG_TASK_RUNS ?? 10);
const SLOWDOWN = Number(process.env.LONG_TASK_SLOWDOWN ?? 4);
const PAGES = pagesFrom(process.env.LONG_TASK_PAGES);
/** Lighthouse's mobile screen (Moto G Power) in CSS pixels. */
const VIEWPORT = { width: 412, height: 823 };
/** After the network is quiet, how long late tasks (a deferred effect, a timer) are still collected. */
const SETTLE_MS = 800;

/** Records long tasks and the first contentful paint from the page's first script on. */
function observeLongTasks() {
  const seen = { tasks: [], fcp: 0 };
  Object.defineProperty(window, '__longTasks', { value: seen });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') seen.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** One cold load of `url`; the long tasks' figures in ms. */
async function load(browser, url, userState) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    if (userState)
      await context.addInitScript((state) => localStorage.setItem('inkstone.user', state), JSON.stringify(userState));
    await context.addInitScript(observeLongTasks);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const { tasks, fcp } = await page.evaluate(() => window.__longTasks);
    return {
      fcp,
      total: tasks.reduce((sum, [, d]) => sum + d, 0),
      longest: Math.max(0, ...tasks.map(([, d]) => d)),
      blocking: tasks.reduce((sum, [, d]) => sum + Math.max(0, SLOWDOWN * d - 50), 0),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  return withBuiltAppInChromium(ROOT, 'bench:long-tasks', async ({ server, browser }) => {
    const rows = [];
    for (const { page, runs } of await coldPageRuns({ server, browser }, PAGES, RUNS, load)) {
      const m = (key) => median(runs.map((r) => r[key]));
      const row = { page: page.path, fcp: m('fcp'), total: m('total'), longest: m('longest'), blocking: m('blocking') };
      rows.push(row);
      console.log(
        `${row.page.padEnd(18)} FCP ${Math.round(row.fcp)} ms  long tasks ${Math.round(row.total)} ms  longest ${Math.round(row.longest)} ms  ` +
          `blocking ×${SLOWDOWN} ${Math.round(row.blocking)} ms  (runs: ${runs.map((r) => Math.round(r.blocking)).join('/')})`,
      );
    }
    console.log(
      `load average: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (${os.cpus().length} cores)`,
    );
    const worst = rows.reduce((a, b) => (b.blocking > a.blocking ? b : a));
    console.log(
      JSON.stringify({
        metric: 'long_task_blocking_max_page',
        value: Math.round(worst.blocking),
        unit: 'ms',
        page: worst.page,
        slowdown: SLOWDOWN,
        runs_per_page: RUNS,
        pages: Object.fromEntries(rows.map((r) => [r.page, Math.round(r.blocking)])),
      }),
    );
    return 0;
  });
}

process.exitCode = await main();
