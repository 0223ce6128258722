#!/usr/bin/env node
/**
 * `npm test`: the whole suite exactly as CI runs it.
 *
 * Static checks (one test each), Vitest unit + web, Vitest integration on the embedded database, the
 * integration project again on PostgreSQL when TEST_DATABASE_URL is set (all but the engine-agnostic
 * files, see ENGINE_AGNOSTIC), then the Chromium e2e suite and the initial-JS budget on its build.
 * Every runner writes a JSON report to a temp file so the counts can be summed; all steps run even
 * after a failure so one run shows everything that is broken. The last line is always the plain
 * `N passed, N failed[, N skipped]` that CI reads, and the exit code is non-zero on any failure.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-test-'));
const VITEST = path.join(ROOT, 'node_modules', '.bin', 'vitest');

/** Runs a command with inherited output; resolves with its exit code (signals count as failure). */
function run(cmd, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', (err) => {
      console.error(`could not start ${cmd}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Runs a command with its output collected; resolves with the exit code and the output. */
function runCaptured(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (err) => resolve({ code: 127, output: `could not start ${cmd}: ${err.message}\n` }));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function banner(title) {
  console.log(`\n━━━ ${title} ${'━'.repeat(Math.max(3, 70 - title.length))}`);
}

/**
 * The static checks, one test each (its exit code decides). They run at once — the type checker and
 * the type-aware linter are single-threaded, so on two cores this halves their wall time — and their
 * outputs are printed one after another, under their own banners.
 */
async function staticChecks(checks) {
  const runs = await Promise.all(checks.map(({ args }) => runCaptured('npm', ['run', '--silent', ...args])));
  return checks.map(({ name }, i) => {
    banner(name);
    process.stdout.write(runs[i].output);
    const passed = runs[i].code === 0;
    return { name, passed: passed ? 1 : 0, failed: passed ? 0 : 1, skipped: 0 };
  });
}

/**
 * Counts a Vitest JSON report. A file that failed to load (syntax error, failing hook) has no failed
 * test but a failed status, so it counts as one failure; a non-zero exit with nothing failed
 * (unhandled error, crash before the report) counts as one too.
 */
function countVitest(report, code) {
  if (!report) return { passed: 0, failed: 1, skipped: 0, note: `no report (exit code ${code})` };
  let failed = report.numFailedTests;
  for (const file of report.testResults ?? []) {
    const hasFailedTest = (file.assertionResults ?? []).some((t) => t.status === 'failed');
    if (file.status === 'failed' && !hasFailedTest) failed += 1;
  }
  if (code !== 0 && failed === 0) failed = 1;
  return {
    passed: report.numPassedTests,
    failed,
    skipped: report.numPendingTests + report.numTodoTests,
    note: code !== 0 && report.numFailedTests === 0 ? `exit code ${code}` : undefined,
  };
}

/**
 * Integration files the PostgreSQL pass leaves to the PGlite pass: the model-driven flows (paper
 * agent, AI tools, structured-output modes) and the request fuzzer exercise HTTP, streaming and model
 * handling, not SQL, and they are the slowest files; running them twice would spend CI's budget on
 * nothing the second engine can break. env.int.test.ts boots servers whose configuration is refused
 * before any database is opened (its processes never see TEST_DATABASE_URL either), so its second run
 * was the first one again. Everything that stores, locks, searches or migrates runs on both.
 */
const ENGINE_AGNOSTIC = [
  'server/src/routes/v1/paperAgent/**',
  'server/src/routes/v1/workflow/**',
  '**/*Structured.routes.test.ts',
  'server/src/test/fuzz/**',
  'server/src/routes/v1/dev/**',
  'server/src/routes/health/**',
  'server/src/env.int.test.ts',
];

async function vitest(name, projects, env = process.env, extraArgs = []) {
  banner(name);
  const out = path.join(TMP, `${name.replace(/\W+/g, '-')}.json`);
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  // passWithNoTests: the web project may not have tests yet; an empty run is reported as 0, not as a crash.
  const args = ['run', ...projectArgs, ...extraArgs, '--passWithNoTests', '--reporter=default', '--reporter=json'];
  const code = await run(VITEST, [...args, `--outputFile.json=${out}`], env);
  return { name, ...countVitest(readJson(out), code) };
}

/** Counts the Playwright JSON report written by scripts/e2e.mjs (absent when Chromium is missing). */
async function e2e() {
  const name = 'e2e (Playwright, Chromium)';
  banner(name);
  const out = path.join(TMP, 'e2e.json');
  const code = await run('node', [path.join(ROOT, 'scripts', 'e2e.mjs')], { ...process.env, E2E_JSON_REPORT: out });
  const report = readJson(out);
  if (!report) {
    return code === 0
      ? { name, passed: 0, failed: 0, skipped: 0, note: 'skipped: Chromium not installed' }
      : { name, passed: 0, failed: 1, skipped: 0, note: `no report (exit code ${code})` };
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  const failed = unexpected + (code !== 0 && unexpected === 0 ? 1 : 0);
  return { name, passed: expected + flaky, failed, skipped, note: flaky ? `${flaky} flaky` : undefined };
}

/**
 * The initial-JS budget (scripts/jsBudget.mjs), one test, on the build the e2e phase made (built
 * here when there is none, e.g. without Chromium).
 */
async function jsBudget() {
  const name = 'initial JS budget';
  banner(name);
  if (!fs.existsSync(path.join(ROOT, 'web', 'dist', '.vite', 'manifest.json'))) {
    const built = await run('npm', ['run', 'build', '-w', 'web']);
    if (built !== 0) return { name, passed: 0, failed: 1, skipped: 0, note: 'the web build failed' };
  }
  const passed = (await run('node', [path.join(ROOT, 'scripts', 'jsBudget.mjs')])) === 0;
  return { name, passed: passed ? 1 : 0, failed: passed ? 0 : 1, skipped: 0 };
}

function withoutTestDb() {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  return env;
}

async function main() {
  const started = Date.now();
  const results = [];
  results.push(
    ...(await staticChecks([
      { name: 'typecheck', args: ['typecheck'] },
      { name: 'typecheck e2e', args: ['typecheck:e2e'] },
      { name: 'lint', args: ['lint'] },
      { name: 'format:check', args: ['format:check'] },
      { name: 'i18n:check', args: ['i18n:check'] },
    ])),
  );
  results.push(await vitest('vitest unit + web', ['unit', 'web']));
  results.push(await vitest('vitest integration (embedded PGlite)', ['integration'], withoutTestDb()));
  if (process.env.TEST_DATABASE_URL) {
    const exclude = ENGINE_AGNOSTIC.flatMap((glob) => ['--exclude', glob]);
    results.push(await vitest('vitest integration (PostgreSQL)', ['integration'], process.env, exclude));
  } else {
    results.push({
      name: 'vitest integration (PostgreSQL)',
      passed: 0,
      failed: 0,
      skipped: 0,
      note: 'TEST_DATABASE_URL not set',
    });
  }
  results.push(await e2e());
  results.push(await jsBudget());
  fs.rmSync(TMP, { recursive: true, force: true });
  printSummary(results, Date.now() - started);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  process.exitCode = failed > 0 ? 1 : 0;
}

function printSummary(results, ms) {
  banner(`Summary (${Math.round(ms / 1000)} s)`);
  for (const r of results) {
    const counts = `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`;
    const mark = r.failed ? '✗' : '✓';
    console.log(`${mark} ${r.name.padEnd(40)} ${counts}${r.note ? `  (${r.note})` : ''}`);
  }
  const sum = (key) => results.reduce((n, r) => n + r[key], 0);
  const skipped = sum('skipped');
  // The plain line CI reads: nothing may be printed after it.
  console.log(`${sum('passed')} passed, ${sum('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

await main();
