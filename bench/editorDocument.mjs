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

function paragraph(next) {
  const content = [];
  for (let i = 0; i < 3 + Math.floor(next() * 3); i++) {
    const text = sentence(next);
    const roll = next();
    if (roll < 0.15) content.push({ type: 'text', marks: [{ type: 'bold' }], text });
    else if (roll < 0.25) content.push({ type: 'text', marks: [{ type: 'italic' }], text });
    else if (roll < 0.3)
      content.push({ type: 'citation', attrs: { refId: `ref-${Math.floor(next() * 500)}`, label: '[1]' } });
    else if (roll < 0.33) content.push({ type: 'inlineMath', attrs: { latex: 'E = mc^2' } });
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
