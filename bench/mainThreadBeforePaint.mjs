#!/usr/bin/env node
/**
 * `npm run bench:before-paint`: where a cold load's main thread goes until the first contentful
 * paint, on the built app (run `npm run build` first), with the CPU slowed by DevTools as
 * Lighthouse's mobile model does (BEFORE_PAINT_SLOWDOWN, default 4). Decision 023 rests on these
 * figures: what a page must do before it can paint, split by kind of work, and the script time by
 * chunk.
 *
 * Each page (BEFORE_PAINT_PAGES, default the three signed-in pages of issue 22) is loaded
 * BEFORE_PAINT_RUNS times (default 3) in a new browser context at Lighthouse's mobile viewport, with
 * a performance trace and a CPU profile over CDP. The trace's main-thread events that start before
 * the first contentful paint are put in kinds by their name (each event's own time goes to the
 * kind of its innermost named ancestor, so a layout forced by a script counts as layout); the
 * profile's samples before the paint give the script time per chunk. Prints the medians per page and
 * last a JSON line with the largest median total.
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { withBuiltAppInChromium } from './builtAppInChromium.mjs';
import { pagesFrom } from './builtServer.mjs';
import { coldPageRuns } from './coldPageRuns.mjs';
import { median } from './median.mjs';
import { chunkTimes, kindTimes } from './traceKinds.mjs';

const ROOT = process.env.BENCH_APP_ROOT ?? fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BEFORE_PAINT_RUNS ?? 3);
const SLOWDOWN = Number(process.env.BEFORE_PAINT_SLOWDOWN ?? 4);
const PAGES = pagesFrom(process.env.BEFORE_PAINT_PAGES ?? '/apps/home,/apps/editor,/apps/papersearch');
const VIEWPORT = { width: 412, height: 823 };
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'loading',
  'blink.user_timing',
];

/** One cold load of `url` with a trace and a profile; the kinds' and chunks' times before the paint (ms). */
async function load(browser, url, userState) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    if (userState)
      await context.addInitScript((state) => localStorage.setItem('inkstone.user', state), JSON.stringify(userState));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES.join(','), transferMode: 'ReportEvents' });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
      timeout: 60_000,
    });
    const { profile } = await cdp.send('Profiler.stop');
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    const { fcp, navigationStart, kinds } = kindTimes(events);
    return { fcp: (fcp - navigationStart) / 1000, kinds, chunks: chunkTimes(profile, fcp) };
  } finally {
    await context.close();
  }
}

/** The median of each key over the runs' records. */
function medians(records) {
  const keys = new Set(records.flatMap((r) => Object.keys(r)));
  return Object.fromEntries([...keys].map((k) => [k, median(records.map((r) => r[k] ?? 0))]));
}

const ms = (x) => `${Math.round(x)} ms`;

async function main() {
  return withBuiltAppInChromium(ROOT, 'bench:before-paint', async ({ server, browser }) => {
    const results = {};
    for (const { page, runs } of await coldPageRuns({ server, browser }, PAGES, RUNS, load)) {
      const kinds = medians(runs.map((r) => r.kinds));
      const chunks = medians(runs.map((r) => r.chunks));
      const total = Object.values(kinds).reduce((a, b) => a + b, 0);
      results[page.path] = { fcp: median(runs.map((r) => r.fcp)), total, kinds, chunks };
      console.log(
        `${page.path}  FCP ${ms(results[page.path].fcp)}  main thread before it ${ms(total)} (CPU ×${SLOWDOWN})`,
      );
      for (const [kind, t] of Object.entries(kinds).sort((a, b) => b[1] - a[1]))
        console.log(`  ${kind.padEnd(28)} ${ms(t)}`);
      const top = Object.entries(chunks)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8);
      console.log(`  script by chunk: ${top.map(([c, t]) => `${c} ${Math.round(t)}`).join(', ')}`);
    }
    console.log(
      `load average: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (${os.cpus().length} cores)`,
    );
    const worst = Object.entries(results).reduce((a, b) => (b[1].total > a[1].total ? b : a));
    console.log(
      JSON.stringify({
        metric: 'main_thread_before_first_paint_max_page',
        value: Math.round(worst[1].total),
        unit: 'ms',
        page: worst[0],
        slowdown: SLOWDOWN,
        runs_per_page: RUNS,
        pages: Object.fromEntries(
          Object.entries(results).map(([p, r]) => [p, { fcp: Math.round(r.fcp), main_thread: Math.round(r.total) }]),
        ),
      }),
    );
    return 0;
  });
}

process.exitCode = await main();
