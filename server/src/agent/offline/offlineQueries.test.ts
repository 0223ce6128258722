import { describe, expect, it, vi } from 'vitest';
import { emptyPaper, type Paper } from '../../literature/paper.js';
import { offlineQueries } from './offlineQueries.js';
import { topicKeyWords } from './topicQuery.js';

function paper(bibkey: string, title: string, abstract: string): Paper {
  return { ...emptyPaper(title), bibkey, abstract };
}

const englishHits = [
  paper('a', 'Adversarial attacks on malware classifiers', 'Gradient attacks evade malware detectors.'),
  paper('b', 'Evasion of malware detectors', 'White-box gradient evasion of detectors.'),
  paper('c', 'Robust malware detection', 'Defending detectors against gradient evasion.'),
].map((p, i) => ({ paper: p, score: 10 - i }));

describe('topicKeyWords', () => {
  it('drops English request boilerplate', () => {
    expect(
      topicKeyWords('Could you provide me some studies that focused on white-box attacks in machine learning?'),
    ).toEqual(['white-box', 'attacks', 'machine', 'learning']);
  });

  it('keeps a keyword query whole, numbers and case included', () => {
    expect(topicKeyWords('BM25 studies 2019')).toEqual(['BM25', 'studies', '2019']);
  });

  it('drops Chinese request boilerplate and keeps adjacent words joined', () => {
    expect(topicKeyWords('有哪些关于深度学习在医学影像诊断中的应用的研究？')).toEqual([
      '深度学习',
      '医学影像诊断',
      '应用',
    ]);
    expect(topicKeyWords('请推荐一些飞行器控制器设计的文献')).toEqual(['飞行器控制器设计']);
  });
});

describe('offlineQueries', () => {
  it('adds feedback words shared by the top hits to the key words', () => {
    const searchLocal = vi.fn(() => englishHits);
    const queries = offlineQueries('Which papers study white-box attacks?', searchLocal);
    expect(searchLocal).toHaveBeenCalledWith('white-box attacks', 50);
    expect(queries[0]).toBe('white-box attacks');
    expect(queries[1]).toMatch(/^white-box attacks /);
    const extra = queries[1]!.split(' ').slice(2);
    expect(extra).toEqual(expect.arrayContaining(['malware', 'detectors', 'gradient', 'evasion']));
    expect(extra).not.toContain('attacks');
  });

  it('makes a Chinese query and feedback words from Chinese hits', () => {
    const hits = ['肺结节检测', '肺结节分割', '肺结节分类'].map((title, i) => ({
      paper: paper(`p${i}`, title, '利用卷积神经网络处理胸部CT影像。'),
      score: 5 - i,
    }));
    const queries = offlineQueries('有哪些关于深度学习在医学影像中的应用的研究？', () => hits);
    expect(queries[0]).toBe('深度学习 医学影像 应用');
    expect(queries[1]!.split(' ').slice(3)).toEqual(expect.arrayContaining(['神经', '网络', '胸部']));
  });

  it('returns the key words alone when the corpus has nothing', () => {
    expect(offlineQueries('graph neural networks', () => [])).toEqual(['graph neural networks']);
  });

  it('returns nothing for an empty topic', () => {
    expect(offlineQueries('  ', () => [])).toEqual([]);
  });
});
