#!/usr/bin/env node
/**
 * The initial-JS budget (issue 22): the JavaScript a first visit downloads before any route's own
 * code — index.html's entry script and every chunk it imports statically (the modulepreload links),
 * and the app's code that the entry imports to start React (`app` in .vite/pages.json, which the
 * server names in every page) — gzipped, must stay at or under 200 KB. Also checks what the budget relies on: the editor's code
 * (TipTap/ProseMirror) is in none of those files and in none of the chunks the signed-in home, the
 * login, welcome and paper-search pages load; every hashed JS/CSS file has its pre-compressed .br and
 * .gz copies (web/build/precompress.ts).
 *
 * Usage: node scripts/jsBudget.mjs [web/dist]   (run `npm run build` first). Exit 1 over budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** 200 KB, as the issue counts it (1 KB = 1000 bytes). */
export const BUDGET_BYTES = 200_000;
/** A string ProseMirror's view puts in its code (the editor's CSS class): present means editor code. */
const EDITOR_MARKER = 'ProseMirror';
/** Pages of the first visit that must not pull the editor's code in. */
const LIGHT_PAGES = [
  'src/pages/LoginPage.tsx',
  'src/pages/WelcomePage.tsx',
  'src/pages/HomePage.tsx',
  'src/pages/PaperSearchPage.tsx',
];

const gzipSize = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The JS files index.html references: its module script and its modulepreload links. */
function referencedScripts(html) {
  const refs = [];
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag) && /type=["']?module/i.test(tag);
    const isPreload = /rel=["']?modulepreload/i.test(tag);
    const url = /(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if ((isScript || isPreload) && url?.startsWith('/')) refs.push(url.slice(1));
  }
  return refs;
}

/** `key`'s chunk file and every chunk it imports statically, from Vite's manifest. */
function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function main() {
  const dist = path.resolve(ROOT, process.argv[2] ?? 'web/dist');
  const indexPath = path.join(dist, 'index.html');
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(indexPath) || !fs.existsSync(manifestPath)) {
    console.error(`jsBudget: ${path.relative(ROOT, dist)} has no built app; run \`npm run build\` first.`);
    return 1;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  // The app's chunks as the build listed them for the server (web/build/routePreloads.ts).
  const pagesPath = path.join(dist, '.vite', 'pages.json');
  const app = fs.existsSync(pagesPath) ? (JSON.parse(fs.readFileSync(pagesPath, 'utf8')).app ?? []) : [];
  const initial = new Set([
    ...referencedScripts(fs.readFileSync(indexPath, 'utf8')),
    ...staticClosure(manifest, 'index.html'),
    ...app.map((href) => href.replace(/^\//, '')),
  ]);
  const problems = [];
  if (app.length === 0) problems.push(".vite/pages.json lists no app chunks (the build's page manifest)");
  let total = 0;
  const rows = [];
  for (const file of initial) {
    const bytes = fs.readFileSync(path.join(dist, file));
    const size = gzipSize(bytes);
    total += size;
    rows.push([size, file]);
    if (bytes.includes(EDITOR_MARKER))
      problems.push(`${file} holds editor code (${EDITOR_MARKER}) and loads on every page`);
  }
  for (const page of LIGHT_PAGES) {
    if (!manifest[page]) problems.push(`${page} is not a chunk of its own (lazy route) in the manifest`);
    for (const file of staticClosure(manifest, page)) {
      if (initial.has(file)) continue;
      if (fs.readFileSync(path.join(dist, file)).includes(EDITOR_MARKER))
        problems.push(`${page} loads editor code (${file})`);
    }
  }
  for (const file of fs.readdirSync(path.join(dist, 'assets'))) {
    if (!/\.(?:js|css)$/.test(file) || fs.statSync(path.join(dist, 'assets', file)).size < 1024) continue;
    for (const ext of ['.br', '.gz'])
      if (!fs.existsSync(path.join(dist, 'assets', file + ext))) problems.push(`assets/${file} has no ${ext} copy`);
  }

  for (const [size, file] of rows.sort((a, b) => b[0] - a[0])) console.log(`${kb(size).padStart(9)}  ${file}`);
  console.log(`initial JS: ${kb(total)} gzip in ${rows.length} files (budget ${kb(BUDGET_BYTES)})`);
  if (total > BUDGET_BYTES) problems.push(`initial JS ${kb(total)} is over the ${kb(BUDGET_BYTES)} budget`);
  for (const p of problems) console.error(`✗ ${p}`);
  console.log(
    JSON.stringify({
      metric: 'initial_js_gzip',
      value: total,
      unit: 'bytes',
      budget: BUDGET_BYTES,
      files: rows.length,
    }),
  );
  return problems.length ? 1 : 0;
}

process.exitCode = main();
