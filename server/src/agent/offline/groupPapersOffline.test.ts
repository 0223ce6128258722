import { describe, expect, it } from 'vitest';
import { genericWordIn } from './genericTerms.js';
import { groupPapersOffline, type GroupablePaper, type OfflineGroup } from './groupPapersOffline.js';

const english: GroupablePaper[] = [
  [
    'mt1',
    'Neural machine translation for low-resource languages',
    'We improve machine translation with back-translation.',
  ],
  ['ner1', 'Named entity recognition in clinical notes', 'Named entity recognition of drugs in clinical notes.'],
  ['mt2', 'Back-translation in neural machine translation', 'Machine translation quality rises with back-translation.'],
  ['ps1', 'Dependency parsing with graph parsers', 'A dependency parsing model with a biaffine parser.'],
  ['ner2', 'Clinical named entity recognition with CRFs', 'CRFs for named entity recognition in clinical text.'],
  ['mt3', 'Evaluating machine translation with BLEU', 'BLEU scores of neural machine translation outputs.'],
  ['ps2', 'Transition-based dependency parsing', 'Dependency parsing with a transition-based parser.'],
  ['ner3', 'Named entity recognition for clinical trials', 'Clinical named entity recognition of outcomes.'],
  ['ps3', 'Cross-lingual dependency parsing', 'Dependency parsing of treebanks with a graph parser.'],
].map(([bibkey, title, abstract]) => ({ bibkey: bibkey!, title: title!, abstract: abstract!, language: 'en' }));

const chinese: GroupablePaper[] = [
  ['s1', '水稻产量与施肥管理', '研究施肥管理对水稻产量的影响，水稻增产明显。'],
  ['m1', '肺癌患者的化疗效果', '分析肺癌患者化疗后的生存率，肺癌化疗有效。'],
  ['s2', '水稻品种的施肥试验', '不同施肥水平下水稻品种的产量比较。'],
  ['m2', '晚期肺癌化疗方案比较', '比较肺癌患者两种化疗方案的疗效。'],
  ['s3', '施肥对水稻生长的影响', '水稻生长期施肥与产量的关系。'],
  ['m3', '肺癌化疗的不良反应', '肺癌患者化疗不良反应的护理。'],
].map(([bibkey, title, abstract]) => ({ bibkey: bibkey!, title: title!, abstract: abstract!, language: 'zh' }));

/** Retrieval papers whose shared words include the ones that made the old names ("…, needs and …"). */
const retrieval: GroupablePaper[] = [
  ['qa1', 'Answer retrieval with source code', 'Answer retrieval meets the needs of open-domain question answering.'],
  [
    'qa2',
    'Source code for dense answer retrieval',
    'Based on external knowledge, answer retrieval meets the needs of readers.',
  ],
  ['qa3', 'Source code of open-domain question answering', 'Answer retrieval needs external knowledge.'],
  ['sp1', 'Speech recognition for noisy audio', 'Automatic speech recognition meets the needs of call centres.'],
  ['sp2', 'End-to-end speech recognition', 'Speech recognition based on acoustic models.'],
  ['sp3', 'Acoustic models for speech recognition', 'Speech recognition with acoustic models needs little data.'],
].map(([bibkey, title, abstract]) => ({ bibkey: bibkey!, title: title!, abstract: abstract!, language: 'en' }));

/** Each part of a name ("A and B") is written, as a run of words, in one of the group's papers. */
function expectNamedByPaperPhrases(group: OfflineGroup, papers: readonly GroupablePaper[]) {
  const texts = papers
    .filter((p) => group.bibkey.includes(p.bibkey))
    .map((p) => [p.title, p.abstract, ...(p.keywords ?? [])].join(' | ').toLowerCase());
  for (const part of group.name.toLowerCase().split(/ and |与/)) {
    expect(part.split(' ').length > 1 || /\p{sc=Han}{3,}/u.test(part), `"${part}" is one word`).toBe(true);
    expect(
      texts.some((t) => t.includes(part)),
      `"${part}" is not in the papers`,
    ).toBe(true);
  }
  expect(genericWordIn(group.name)).toBeNull();
}

const partition = (groups: Array<{ bibkey: string[] }>) => groups.map((g) => [...g.bibkey].sort()).sort();

describe('groupPapersOffline', () => {
  it('finds the obvious themes of English papers and names them by phrases of their papers', () => {
    const groups = groupPapersOffline(english);
    expect(partition(groups)).toEqual([
      ['mt1', 'mt2', 'mt3'],
      ['ner1', 'ner2', 'ner3'],
      ['ps1', 'ps2', 'ps3'],
    ]);
    for (const group of groups) expectNamedByPaperPhrases(group, english);
    const mt = groups.find((g) => g.bibkey.includes('mt1'))!;
    expect(mt.name).toBe('Neural machine translation');
    expect(mt.reason).toBe('All 3 papers study “neural machine translation”.');
    const ner = groups.find((g) => g.bibkey.includes('ner1'))!;
    expect(ner.name).toBe('Named entity recognition');
  });

  it('never names a section by generic words, however often the papers use them', () => {
    const groups = groupPapersOffline(retrieval);
    expect(partition(groups)).toEqual([
      ['qa1', 'qa2', 'qa3'],
      ['sp1', 'sp2', 'sp3'],
    ]);
    for (const group of groups) {
      expectNamedByPaperPhrases(group, retrieval);
      expect(group.name).not.toMatch(/\b(needs?|meets?|code|source|based|approach)\b/i);
      expect(group.reason).toMatch(/^(All|Both|\d+ of these) .*”\.$/);
    }
  });

  it('groups Chinese papers and writes Chinese names and reasons', () => {
    const groups = groupPapersOffline(chinese, { language: 'cn' });
    expect(partition(groups)).toEqual([
      ['m1', 'm2', 'm3'],
      ['s1', 's2', 's3'],
    ]);
    for (const group of groups) expectNamedByPaperPhrases(group, chinese);
    const cancer = groups.find((g) => g.bibkey.includes('m1'))!;
    expect(cancer.name).toBe('肺癌化疗');
    expect(cancer.reason).toBe('这3篇文献都研究“肺癌化疗”。');
    const rice = groups.find((g) => g.bibkey.includes('s1'))!;
    expect(rice.name).toMatch(/^(水稻|施肥)\p{sc=Han}+$/u);
    expect(rice.reason).toMatch(/^这3篇文献.*。$/);
  });

  it('writes English papers’ reasons in Chinese for the Chinese UI, names through the translator', () => {
    const zh: Record<string, string> = { 'neural machine translation': '神经机器翻译' };
    const translate = (text: string, to: 'en' | 'zh') => (to === 'zh' ? (zh[text.toLowerCase()] ?? null) : null);
    const groups = groupPapersOffline(english, { language: 'cn', translate });
    const mt = groups.find((g) => g.bibkey.includes('mt1'))!;
    expect(mt.name).toBe('神经机器翻译（neural machine translation）');
    expect(mt.reason).toBe('这3篇文献都研究“神经机器翻译（neural machine translation）”。');
    const ner = groups.find((g) => g.bibkey.includes('ner1'))!;
    expect(ner.name).toBe('Named entity recognition');
    expect(ner.reason).toBe('这3篇文献都研究“named entity recognition”。');
  });

  it('names English papers in Chinese through the shipped dictionary for the Chinese UI', () => {
    const groups = groupPapersOffline(english, { language: 'cn' });
    const name = (key: string) => groups.find((g) => g.bibkey.includes(key))!.name;
    expect(name('mt1')).toBe('神经机器翻译（neural machine translation）');
    expect(name('ner1')).toBe('命名实体识别（named entity recognition）');
    for (const group of groups) expect(group.reason).toMatch(/^这3篇文献都研究“\p{sc=Han}+（[a-z ]+）”/u);
  });

  it('gives the same groups for the same input', () => {
    const first = groupPapersOffline([...english, ...chinese]);
    expect(groupPapersOffline([...english, ...chinese])).toEqual(first);
  });

  it('keeps every paper in exactly one group, within 2–8 groups', () => {
    const groups = groupPapersOffline([...english, ...chinese]);
    expect(groups.length).toBeGreaterThanOrEqual(2);
    expect(groups.length).toBeLessThanOrEqual(8);
    expect(groups.flatMap((g) => g.bibkey).sort()).toEqual([...english, ...chinese].map((p) => p.bibkey).sort());
  });

  it('handles no papers and a single paper', () => {
    expect(groupPapersOffline([])).toEqual([]);
    const [only] = groupPapersOffline([english[0]!]);
    expect(only!.bibkey).toEqual(['mt1']);
    expect(only!.name).toBe('Neural machine translation');
    expect(only!.reason).toBe(
      'This paper, which shares few phrases with the others, studies “Neural machine translation”.',
    );
  });
});
