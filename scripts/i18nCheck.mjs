#!/usr/bin/env node
/**
 * `npm run i18n:check`: every t('…') key used in web/src must be in the `en` and `zh-CN`
 * catalogues, no catalogue may hold a key nobody uses, and a translation must keep the
 * {{placeholders}} of its key. Keys are English sentences (conventions §7), so only literal keys
 * are allowed: a t() call whose key is computed cannot be checked and is reported too.
 * Exits 1 listing every problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = path.join(ROOT, 'web', 'src');
const LOCALES = ['en', 'zh-CN'];

// t('…'), t("…"), t(`…`) and i18n.t(…), the key possibly on the next line.
const LITERAL_CALL = /(?<![\w$])t\(\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`)/g;
const ANY_CALL = /(?<![\w$])t\(\s*(?=\S)/g;
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const unescape = (text) => text.replace(/\\(.)/g, '$1');
const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** Every literal key with where it is used, plus the calls whose key is not a literal. */
function extract(files) {
  const used = new Map();
  const dynamic = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const where = (index) => `${path.relative(ROOT, file)}:${lineOf(text, index)}`;
    const literalStarts = new Set();
    for (const match of text.matchAll(LITERAL_CALL)) {
      const key = unescape(match[1] ?? match[2] ?? match[3]);
      literalStarts.add(match.index);
      if (!used.has(key)) used.set(key, where(match.index));
    }
    for (const match of text.matchAll(ANY_CALL)) {
      const isEmptyCall = text[match.index + match[0].length] === ')';
      if (!literalStarts.has(match.index) && !isEmptyCall) dynamic.push(where(match.index));
    }
  }
  return { used, dynamic };
}

function loadCatalogue(locale) {
  const dir = path.join(SRC, 'locales', locale);
  const entries = {};
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    Object.assign(entries, JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
  }
  return entries;
}

const placeholders = (text) =>
  [...text.matchAll(PLACEHOLDER)]
    .map((m) => m[1])
    .sort()
    .join(',');

const { used, dynamic } = extract(sourceFiles(SRC));
const problems = dynamic.map((where) => `computed key (use a literal t('…')): ${where}`);
for (const locale of LOCALES) {
  const catalogue = loadCatalogue(locale);
  for (const [key, where] of used) {
    if (!(key in catalogue)) problems.push(`missing in ${locale}: "${key}" (${where})`);
  }
  for (const [key, value] of Object.entries(catalogue)) {
    if (!used.has(key)) problems.push(`unused in ${locale}: "${key}"`);
    else if (typeof value !== 'string' || value.trim() === '') problems.push(`empty in ${locale}: "${key}"`);
    else if (placeholders(value) !== placeholders(key)) problems.push(`placeholders differ in ${locale}: "${key}"`);
  }
}

if (problems.length > 0) {
  console.error(`i18n check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`i18n check passed: ${used.size} keys, complete in ${LOCALES.join(' and ')}`);
