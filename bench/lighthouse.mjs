#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse (performance and accessibility) from Debian's Chromium on
 * the built app (run `npm run build` first: this builds nothing), issue 22.
 *
 * Starts the built server on the embedded defaults in a temporary DATA_DIR, registers an account
 * through the API for the signed-in pages, and audits /login and /welcome signed out, /apps/home,
 * /apps/editor and /apps/papersearch signed in, in Lighthouse's mobile form factor (its default:
 * Moto G Power, slow 4G, 4× CPU slowdown, simulated) and in desktop. Each page is audited
 * LIGHTHOUSE_RUNS times (default 3) and the median is reported. Prints one line per page and form
 * factor, the load average, and last a JSON line
 * `{"metric":"lighthouse_mobile_min_performance","value":…,"unit":"score",…}` with every median.
 * LIGHTHOUSE_FORM_FACTORS=mobile (or desktop) audits one form factor only; LIGHTHOUSE_PAGES=/login,/welcome
 * some pages only; BENCH_APP_ROOT measures the build of another checkout; LIGHTHOUSE_REPORT_DIR keeps
 * each run's full report (JSON) there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { builtAppPaths, pagesFrom, startBuiltServer } from './builtServer.mjs';
import { registerAccount, signInBrowser, signOutBrowser } from './lighthouseSession.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromiumFlags.mjs';
import { median } from './median.mjs';

/** The checkout whose built app is measured: this one, or BENCH_APP_ROOT (e.g. an older release, to compare). */
const ROOT = process.env.BENCH_APP_ROOT ?? fileURLToPath(new URL('..', import.meta.url));
const { serverMain: SERVER_MAIN, webIndex: WEB_INDEX } = builtAppPaths(ROOT);
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * Lighthouse's simulated CPU slowdown for mobile: its default, 4, unless LIGHTHOUSE_CPU_SLOWDOWN says
 * otherwise. The default is calibrated for a fast desktop (benchmark index ≈ 1000+); each line
 * prints the benchmark index this machine scored, to judge the figures by (docs/benchmarks-delivery.md).
 */
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined;
/** Where each run's full Lighthouse report (JSON) is written, when set. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const FORM_FACTORS = (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop').split(',');
/** LIGHTHOUSE_PAGES=/login,/welcome audits those pages only. */
const PAGES = pagesFrom(process.env.LIGHTHOUSE_PAGES);

/** One Lighthouse run; the scores (0–100) and the timings (ms) it measured. */
async function audit(url, chromePort, formFactor) {
  const throttling = formFactor === 'mobile' && CPU_SLOWDOWN ? { cpuSlowdownMultiplier: CPU_SLOWDOWN } : undefined;
  const flags = {
    ...(throttling ? { throttling } : {}),
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (REPORT_DIR) {
    const name = `${formFactor}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(REPORT_DIR, name), result.report);
  }
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => a.id);
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    failing,
  };
}

/** A run whose trace Lighthouse could not record (NO_NAVSTART and the like on a busy machine) is redone. */
async function auditWithRetry(url, chromePort, formFactor) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, chromePort, formFactor);
    } catch (err) {
      if (attempt >= 3) throw err;
      console.error(`retrying after: ${err.message}`);
    }
  }
}

/** Audits every page RUNS times in one form factor; medians per page. */
async function auditAll(origin, chromePort, account, formFactor) {
  const rows = [];
  for (const page of PAGES) {
    if (page.isSignedIn) await signInBrowser(chromePort, origin, account);
    else await signOutBrowser(chromePort, origin);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(`${origin}${page.path}`, chromePort, formFactor));
    const m = (key) => median(runs.map((r) => r[key]));
    const row = {
      page: page.path,
      formFactor,
      performance: m('performance'),
      accessibility: m('accessibility'),
      fcp: m('fcp'),
      lcp: m('lcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      benchmarkIndex: m('benchmarkIndex'),
      failing: [...new Set(runs.flatMap((r) => r.failing))],
    };
    rows.push(row);
    console.log(
      `${formFactor.padEnd(7)} ${row.page.padEnd(18)} perf ${String(row.performance).padStart(3)}  a11y ${String(row.accessibility).padStart(3)}  ` +
        `FCP ${(row.fcp / 1000).toFixed(2)} s  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  bench ${Math.round(row.benchmarkIndex)}` +
        `  (runs: ${runs.map((r) => r.performance).join('/')})${row.failing.length ? `  below 0.9: ${row.failing.join(', ')}` : ''}`,
    );
  }
  return rows;
}

async function main() {
  if (!fs.existsSync(SERVER_MAIN) || !fs.existsSync(WEB_INDEX)) {
    console.error('bench:lighthouse measures the built app: run `npm run build` first.');
    return 1;
  }
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`${CHROMIUM} is missing: apt-get install -y chromium`);
    return 1;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-lighthouse-'));
  const server = await startBuiltServer(ROOT, dataDir);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  // Interrupted: the browser and the server go with the bench, not left running.
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      chrome.kill();
      void server.stop().then(() => process.exit(130));
    });
  try {
    const account = await registerAccount(server.origin);
    const rows = [];
    for (const formFactor of FORM_FACTORS)
      rows.push(...(await auditAll(server.origin, chrome.port, account, formFactor)));
    console.log(
      `load average while measuring: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (${os.cpus().length} cores)`,
    );
    const scores = Object.fromEntries(
      rows.map((r) => [`${r.formFactor} ${r.page}`, { performance: r.performance, accessibility: r.accessibility }]),
    );
    const mobile = rows.filter((r) => r.formFactor === 'mobile');
    const min = (list, key) => (list.length ? Math.min(...list.map((r) => r[key])) : null);
    console.log(
      JSON.stringify({
        metric: 'lighthouse_mobile_min_performance',
        value: min(mobile, 'performance'),
        unit: 'score',
        mobile_min_accessibility: min(mobile, 'accessibility'),
        runs_per_page: RUNS,
        cpu_slowdown: CPU_SLOWDOWN ?? 4,
        load_average_1m: Number(os.loadavg()[0].toFixed(2)),
        scores,
      }),
    );
    return 0;
  } finally {
    chrome.kill();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
