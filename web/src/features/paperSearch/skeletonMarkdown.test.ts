import { describe, expect, it } from 'vitest';
import { toSkeletonMarkdown } from './skeletonMarkdown';
import { agentPaper } from './testRun';

describe('toSkeletonMarkdown', () => {
  it('lists each section with its reason and its papers in order', () => {
    const a = agentPaper('a');
    const markdown = toSkeletonMarkdown(
      '机器翻译',
      [{ section_name: '神经机器翻译', bibkey: ['a', 'missing'], reason: 'Neural models.' }],
      { a },
    );
    expect(markdown).toBe(
      '# 机器翻译\n\n## 1. 神经机器翻译\n\n> Neural models.\n\n' +
        '- Ada Lovelace, 张三 (2021) *Paper a* ACL https://doi.org/10.1000/a [a]\n',
    );
  });
});
