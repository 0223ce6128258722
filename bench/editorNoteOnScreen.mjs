#!/usr/bin/env node
/**
 * `npm run bench:note-on-screen`: how long the editor takes to show a saved note, on the built app
 * (run `npm run build` first), in Debian's Chromium with its CPU slowed NOTE_CPU_SLOWDOWN times
 * (default 4, Lighthouse's mobile factor; DevTools' throttling, so the work really runs slower).
 * Decision 022 preloads a route's whole import graph; this is the editor's load it was checked by.
 *
 * Creates a note through the editor once, then NOTE_RUNS times (default 5) opens its URL in a new
 * browser context (cold HTTP cache) and reloads it (warm cache), each time until the note's text is
 * in the editor. Prints both medians and the runs; the last line is JSON with the cold median.
 * BENCH_APP_ROOT measures the build of another checkout.
 */
import { fileURLToPath } from 'node:url';
import { withBuiltAppInChromium } from './builtAppInChromium.mjs';
import { registerAccount } from './lighthouseSession.mjs';
import { median } from './median.mjs';

const ROOT = process.env.BENCH_APP_ROOT ?? fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.NOTE_RUNS ?? 5);
const SLOWDOWN = Number(process.env.NOTE_CPU_SLOWDOWN ?? 4);
const TEXT = 'The note the bench opens.';

/** A browser context signed in as `user` (the web app's state in localStorage, as e2e does). */
async function signedInContext(browser, user) {
  const context = await browser.newContext();
  await context.addInitScript((state) => localStorage.setItem('inkstone.user', state), JSON.stringify(user));
  return context;
}

/** Writes a note through the editor; resolves to its URL. */
async function createNote(browser, origin, user) {
  const context = await signedInContext(browser, user);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/apps/editor`);
    await page.getByRole('button', { name: 'New note' }).click();
    await page.waitForURL(/[?&]id=/);
    await page.getByTestId('note-body').click();
    await page.keyboard.type(TEXT);
    await page.waitForSelector('[data-testid="save-state"][data-status="saved"]');
    return page.url();
  } finally {
    await context.close();
  }
}

/** Milliseconds from `navigate()` until the note's text is in the editor. */
async function timeUntilNoteShown(page, navigate) {
  const started = performance.now();
  await navigate();
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="note-body"]')?.textContent?.includes(text),
    TEXT,
    { timeout: 60_000 },
  );
  return performance.now() - started;
}

async function main() {
  return withBuiltAppInChromium(ROOT, 'bench:note-on-screen', async ({ server, browser }) => {
    const { email, token } = await registerAccount(server.origin);
    const user = { logged: true, type: 'email', token, email };
    const url = await createNote(browser, server.origin, user);
    const cold = [];
    const warm = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await signedInContext(browser, user);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
      cold.push(await timeUntilNoteShown(page, () => page.goto(url, { waitUntil: 'commit' })));
      warm.push(await timeUntilNoteShown(page, () => page.reload({ waitUntil: 'commit' })));
      await context.close();
    }
    const runs = (list) => list.map((ms) => Math.round(ms)).join('/');
    console.log(`first visit ${Math.round(median(cold))} ms (runs: ${runs(cold)}), CPU ×${SLOWDOWN}`);
    console.log(`reload      ${Math.round(median(warm))} ms (runs: ${runs(warm)})`);
    console.log(
      JSON.stringify({
        metric: 'editor_note_on_screen_cold',
        value: Math.round(median(cold)),
        unit: 'ms',
        reload_ms: Math.round(median(warm)),
        cpu_slowdown: SLOWDOWN,
        runs: RUNS,
      }),
    );
    return 0;
  });
}

process.exitCode = await main();
