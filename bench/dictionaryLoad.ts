/**
 * `npm run bench:dictionary`: what the cross-lingual search's dictionary costs the process that
 * first needs it (server/src/literature/crossLingual/dictionaryFiles.ts): read time, heap and RSS
 * after a GC, then the time to translate a Chinese query and an English one. Needs no shared data.
 * The last line is JSON.
 */
import { readDictionary } from '../server/src/literature/crossLingual/dictionaryFiles.js';
import { translatedTerms } from '../server/src/literature/crossLingual/translatedTerms.js';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run bench:dictionary)');
const mb = (bytes: number): number => +(bytes / 2 ** 20).toFixed(1);
gc();
const before = process.memoryUsage();
const started = performance.now();
const dict = readDictionary();
const loadMs = performance.now() - started;
gc();
const after = process.memoryUsage();
const time = (query: string): number => {
  const t = performance.now();
  for (let i = 0; i < 100; i++) translatedTerms(query, undefined, dict);
  return (performance.now() - t) / 100;
};
const zhMs = time('哪些论文研究了大语言模型在低资源机器翻译中的上下文学习能力？');
const enMs = time('in-context learning of large language models for low-resource machine translation');
const figures = {
  loadMs: +loadMs.toFixed(0),
  rssMb: mb(after.rss - before.rss),
  heapMb: mb(after.heapUsed - before.heapUsed),
  zhQueryMs: +zhMs.toFixed(3),
  enQueryMs: +enMs.toFixed(3),
};
console.log(`dictionary read in ${figures.loadMs} ms: +${figures.rssMb} MB RSS, +${figures.heapMb} MB heap (after GC)`);
console.log(`translation of a Chinese question ${figures.zhQueryMs} ms, of an English one ${figures.enQueryMs} ms`);
console.log(JSON.stringify({ metric: 'dictionary_load_ms', value: figures.loadMs, unit: 'ms', ...figures }));
