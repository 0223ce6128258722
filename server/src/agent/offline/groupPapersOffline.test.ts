import { describe, expect, it } from 'vitest';
import { groupPapersOffline, type GroupablePaper } from './groupPapersOffline.js';

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

const partition = (groups: Array<{ bibkey: string[] }>) => groups.map((g) => [...g.bibkey].sort()).sort();

describe('groupPapersOffline', () => {
  it('finds the obvious themes of English papers and names them by their shared terms', () => {
    const groups = groupPapersOffline(english);
    expect(partition(groups)).toEqual([
      ['mt1', 'mt2', 'mt3'],
      ['ner1', 'ner2', 'ner3'],
      ['ps1', 'ps2', 'ps3'],
    ]);
    const mt = groups.find((g) => g.bibkey.includes('mt1'))!;
    expect(mt.name.toLowerCase()).toContain('machine translation');
    expect(mt.topTerms).toContain('machine translation');
    expect(mt.reason).toContain('“machine translation” (3 of 3)');
    const ner = groups.find((g) => g.bibkey.includes('ner1'))!;
    expect(ner.name.toLowerCase()).toMatch(/named entity|entity recognition|clinical/);
  });

  it('groups Chinese papers and writes Chinese names and reasons', () => {
    const groups = groupPapersOffline(chinese, { language: 'cn' });
    expect(partition(groups)).toEqual([
      ['m1', 'm2', 'm3'],
      ['s1', 's2', 's3'],
    ]);
    const rice = groups.find((g) => g.bibkey.includes('s1'))!;
    expect(rice.name).toMatch(/水稻|施肥/);
    expect(rice.name).not.toMatch(/[a-z]/i);
    expect(rice.reason).toMatch(/^这3篇文献/);
    expect(rice.reason).toMatch(/“(水稻|施肥)”（3篇）/);
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
    expect(only!.reason).toMatch(/too few terms/);
  });
});
