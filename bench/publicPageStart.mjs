#!/usr/bin/env node
/**
 * `npm run bench:public-start`: what starting the app at the first interaction (decision 021) costs
 * and saves on `/login`, in Debian's Chromium on the built app (run `npm run build` first).
 *
 * Each run is a cold load at Lighthouse's mobile viewport with touch, in a new browser context: the
 * page is left alone until the network is quiet and a little longer, then the email field is tapped,
 * an account's email and password are typed at once and Enter is pressed — a visitor who does not
 * wait. Printed per run and as medians:
 * - blocking before the tap: the long tasks of the load under Lighthouse's rule (each × 4, minus
 *   50 ms; LONG_TASK_SLOWDOWN), what the mobile total blocking time is made of;
 * - tap → app: from the tap to React's first commit (the `inkstone:app-committed` mark);
 * - the long tasks after the tap (the cost moved there), and the longest;
 * - tap → signed in: from the tap until the signed-in home page is shown, the typing included.
 * The last line is JSON with the median tap → app time. PUBLIC_START_RUNS (default 10) sets the runs;
 * BENCH_APP_ROOT measures the build of another checkout.
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { withBuiltAppInChromium } from './builtAppInChromium.mjs';
import { registerAccount } from './lighthouseSession.mjs';
import { median } from './median.mjs';

const ROOT = process.env.BENCH_APP_ROOT ?? fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.PUBLIC_START_RUNS ?? 10);
const SLOWDOWN = Number(process.env.LONG_TASK_SLOWDOWN ?? 4);
/** Lighthouse's mobile screen (Moto G Power) in CSS pixels. */
const VIEWPORT = { width: 412, height: 823 };
/** How long the visitor reads after the network is quiet (tasks of the load still land in it). */
const READ_MS = 800;
/** The password registerAccount gives its accounts. */
const PASSWORD = 'lighthouse-bench-1';

/** Records long tasks from the page's first script on. */
function observeLongTasks() {
  const seen = [];
  Object.defineProperty(window, '__longTasks', { value: seen });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

const blockingOf = (tasks) => tasks.reduce((sum, [, d]) => sum + Math.max(0, SLOWDOWN * d - 50), 0);

async function run(browser, origin, email) {
  const context = await browser.newContext({ viewport: VIEWPORT, hasTouch: true, isMobile: true });
  try {
    await context.addInitScript(observeLongTasks);
    const page = await context.newPage();
    await page.goto(`${origin}/login`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(READ_MS);
    const tapAt = await page.evaluate(() => performance.now());
    await page.locator('input[type="email"]').tap();
    await page.keyboard.type(email);
    await page.locator('input[type="password"]').tap();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/apps\/home/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const { tasks, committedAt, now } = await page.evaluate(() => ({
      tasks: window.__longTasks,
      committedAt: performance.getEntriesByName('inkstone:app-committed')[0]?.startTime,
      now: performance.now(),
    }));
    // The sign-in moves to the home page without a reload: one timeline from the load to here.
    const before = tasks.filter(([start]) => start < tapAt);
    const after = tasks.filter(([start]) => start >= tapAt);
    return {
      blockingBefore: blockingOf(before),
      tapToApp: committedAt === undefined ? NaN : committedAt - tapAt,
      tasksAfter: after.reduce((sum, [, d]) => sum + d, 0),
      longestAfter: Math.max(0, ...after.map(([, d]) => d)),
      tapToSignedIn: now - tapAt,
    };
  } finally {
    await context.close();
  }
}

async function main() {
  return withBuiltAppInChromium(ROOT, 'bench:public-start', async ({ server, browser }) => {
    const { email } = await registerAccount(server.origin);
    await run(browser, server.origin, email);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await run(browser, server.origin, email);
      runs.push(r);
      console.log(
        `run ${i + 1}: blocking before the tap ${Math.round(r.blockingBefore)} ms, tap → app ${Math.round(r.tapToApp)} ms, ` +
          `long tasks after ${Math.round(r.tasksAfter)} ms (longest ${Math.round(r.longestAfter)}), tap → signed in ${Math.round(r.tapToSignedIn)} ms`,
      );
    }
    const m = (key) => Math.round(median(runs.map((r) => r[key])));
    console.log(
      `median of ${RUNS}: blocking before the tap ${m('blockingBefore')} ms, tap → app ${m('tapToApp')} ms, ` +
        `long tasks after ${m('tasksAfter')} ms (longest ${m('longestAfter')}), tap → signed in ${m('tapToSignedIn')} ms`,
    );
    console.log(
      `load average: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (${os.cpus().length} cores)`,
    );
    console.log(
      JSON.stringify({
        metric: 'login_tap_to_app',
        value: m('tapToApp'),
        unit: 'ms',
        blocking_before_tap_ms: m('blockingBefore'),
        long_tasks_after_tap_ms: m('tasksAfter'),
        tap_to_signed_in_ms: m('tapToSignedIn'),
        runs: RUNS,
      }),
    );
    return 0;
  });
}

process.exitCode = await main();
