/**
 * Synthetic academic documents for the editor benchmarks: TipTap/ProseMirror JSON with headings,
 * paragraphs of mixed English and Chinese with marks, lists, inline math and citation nodes, and the
 * plain-text projection the web editor sends with it. Seeded, so every run measures the same text.
 */

const WORDS = (
  'the of model data results analysis method learning neural network training performance we propose ' +
  'approach significant experiment baseline dataset evaluation accuracy literature review framework ' +
  'hypothesis variance regression sample cohort clinical protocol statistical inference robust'
).split(' ');
const HAN = '研究方法数据分析结果模型学习网络训练性能实验评估文献综述框架假设样本统计推断显著提高准确';

function rng(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function sentence(next) {
  if (next() < 0.3) {
    return (
      Array.from({ length: 12 + Math.floor(next() * 20) }, () => HAN[Math.floor(next() * HAN.length)]).join('') + '。'
    );
  }
  const words = Array.from({ length: 8 + Math.floor(next() * 14) }, () => WORDS[Math.floor(next() * WORDS.length)]);
  return words.join(' ') + '. ';
}

/** How many works the documents cite: a thesis-sized reference list. */
export const CITED_WORKS = 120;

/** A citation of one or two of the cited works, sometimes with a page. */
function citation(next) {
  const keys = [`ref${Math.floor(next() * CITED_WORKS)}`];
  if (next() < 0.2) keys.push(`ref${Math.floor(next() * CITED_WORKS)}`);
  const locators = keys.map(() => (next() < 0.2 ? `p. ${1 + Math.floor(next() * 300)}` : ''));
  return {
    type: 'citation',
    attrs: { bibkeys: [...new Set(keys)], locators: locators.slice(0, new Set(keys).size), label: null },
  };
}

/** The cited works as BibTeX, keys ref0 … ref{CITED_WORKS-1}: journal articles, conference papers and books. */
export function citedWorksBibtex(seed = 1) {
  const next = rng(seed);
  const name = () => {
    const word = WORDS[Math.floor(next() * WORDS.length)];
    return word[0].toUpperCase() + word.slice(1);
  };
  return Array.from({ length: CITED_WORKS }, (_, i) => {
    const authors = Array.from({ length: 1 + Math.floor(next() * 5) }, () => `${name()}, ${name()}`).join(' and ');
    const title = `${name()} ${WORDS.slice(0, 3 + Math.floor(next() * 6)).join(' ')} ${i}`;
    const year = 1990 + Math.floor(next() * 35);
    if (i % 3 === 0)
      return `@inproceedings{ref${i}, author = {${authors}}, title = {${title}}, booktitle = {Proceedings of ${name()}}, pages = {${i}--${i + 9}}, year = {${year}}}`;
    if (i % 3 === 1)
      return `@book{ref${i}, author = {${authors}}, title = {${title}}, publisher = {${name()} Press}, address = {Beijing}, year = {${year}}}`;
    return `@article{ref${i}, author = {${authors}}, title = {${title}}, journal = {Journal of ${name()}}, volume = {${i}}, number = {${1 + (i % 12)}}, pages = {${i}--${i + 14}}, year = {${year}}}`;
  }).join('\n');
}

function paragraph(next) {
  const content = [];
  for (let i = 0; i < 3 + Math.floor(next() * 3); i++) {
    const text = sentence(next);
    const roll = next();
    if (roll < 0.15) content.push({ type: 'text', marks: [{ type: 'bold' }], text });
    else if (roll < 0.25) content.push({ type: 'text', marks: [{ type: 'italic' }], text });
    else if (roll < 0.3) content.push(citation(next));
    else if (roll < 0.33) content.push({ type: 'mathInline', attrs: { latex: 'E = mc^2' } });
    else content.push({ type: 'text', text });
  }
  return { type: 'paragraph', content };
}

function blockText(node) {
  if (node.type === 'text') return node.text;
  return (node.content ?? []).map(blockText).join('');
}

/** A document whose JSON is about `bytes` long, and its plain text (blocks joined by newlines). */
export function academicDocument(bytes, seed = 1) {
  const next = rng(seed);
  const blocks = [];
  let size = 0;
  while (size < bytes) {
    const roll = next();
    const block =
      roll < 0.06
        ? { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: sentence(next) }] }
        : roll < 0.12
          ? { type: 'bulletList', content: [1, 2, 3].map(() => ({ type: 'listItem', content: [paragraph(next)] })) }
          : paragraph(next);
    blocks.push(block);
    size += Buffer.byteLength(JSON.stringify(block)) + 1;
  }
  const content = { type: 'doc', content: blocks };
  return { content, plainText: blocks.map(blockText).join('\n') };
}

/**
 * `content` as the editor leaves a note whose citations are rendered: each citation labelled by its
 * first works' order of appearance ("[n]"), and the document's own copies of the cited works in
 * `attrs.references`, abstracts left out as the editor keeps them (`noteCopy`). `papers` are library
 * entries' papers, found by bibkey.
 */
export function withBibliography(content, papers) {
  const byKey = new Map(papers.map((paper) => [paper.bibkey, paper]));
  const order = new Map();
  const label = (node) => {
    const numbers = node.attrs.bibkeys
      .filter((key) => byKey.has(key))
      .map((key) => {
        if (!order.has(key)) order.set(key, order.size + 1);
        return order.get(key);
      });
    return numbers.length ? `[${numbers.join(', ')}]` : null;
  };
  const walk = (node) =>
    node.type === 'citation'
      ? { ...node, attrs: { ...node.attrs, label: label(node) } }
      : node.content
        ? { ...node, content: node.content.map(walk) }
        : node;
  const labelled = walk(content);
  const references = [...order.keys()].map((key) => {
    const paper = byKey.get(key);
    const csl = paper.csl ? { ...paper.csl } : paper.csl;
    if (csl) delete csl.abstract;
    return { ...paper, abstract: null, csl };
  });
  return { ...labelled, attrs: { citationStyle: null, references } };
}
