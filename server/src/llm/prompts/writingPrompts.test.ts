import { describe, expect, it } from 'vitest';
import type { PaperDto } from '@inkstone/shared/api/papers';
import { WritingOptions, type OutlineSection } from '@inkstone/shared/api/writing';
import { buildOutlinePrompt } from './outline.v1.js';
import { buildReviewSectionPrompt } from './reviewSection.v1.js';
import { buildReviewSupportPrompt } from './reviewSupport.v1.js';
import { emptyPaper } from '../../literature/paper.js';

const paper = (bibkey: string, abstract: string): PaperDto => ({
  ...emptyPaper(`Title of ${bibkey}`),
  bibkey,
  authors: [{ given: 'Ann', family: 'Smith' }],
  year: 2020,
  abstract,
});
const options = WritingOptions.parse({ language: 'cn', length: 2000 });
const section: OutlineSection = {
  id: 's1',
  title: 'Attention models',
  why: 'core',
  bibkeys: ['p1'],
  isThin: true,
  subsections: [{ id: 's1a', title: 'Efficiency', why: '', bibkeys: ['p2'], isThin: true }],
};

describe('writing prompts', () => {
  it('outline prompts list the papers by key, ask for JSON, and carry the mode’s material', () => {
    const built = buildOutlinePrompt({
      mode: 'revise',
      topic: 'Transformers',
      options,
      papers: [paper('p1', 'About attention.')],
      outline: [{ id: 's1', title: 'A', why: '', bibkeys: ['p1'], subsections: [] }],
      instruction: 'Merge the sections',
    });
    expect(built.version).toBe('outline.revise.v1');
    expect(built.system).toContain('Reply with JSON only');
    expect(built.system).toContain('Write in Simplified Chinese');
    expect(built.prompt).toContain('key: p1');
    expect(built.prompt).toContain('<outline>');
    expect(built.prompt).toContain("The author's instruction: Merge the sections");
  });

  it('a section prompt shows only that section’s papers and allows citing only by key', () => {
    const built = buildReviewSectionPrompt({
      topic: 'Transformers',
      options,
      section,
      papers: [paper('p1', 'A'), paper('p2', 'B')],
      excerpts: new Map(),
      outlineTitles: ['Attention models', 'Other'],
      words: 400,
    });
    expect(built.system).toContain('[@key]');
    expect(built.system).not.toContain('[@key, p. 4]');
    expect(built.system).toContain('Never cite any other work');
    expect(built.system).toContain('## Attention models');
    expect(built.prompt).toContain('key: p1');
    expect(built.prompt).toContain('key: p2');
    expect(built.prompt).not.toContain('key: p3');
  });

  it('a section prompt gives a file’s excerpts under their pages and asks for the page in its citations', () => {
    const built = buildReviewSectionPrompt({
      topic: 'Transformers',
      options,
      section,
      papers: [paper('p1', 'A'), paper('p2', 'B')],
      excerpts: new Map([['p2', [{ pageFrom: 4, pageTo: 5, text: 'Heads   attend\nlocally.' }]]]),
      outlineTitles: ['Attention models'],
      words: 400,
    });
    expect(built.system).toContain('[@key, p. 4]');
    expect(built.prompt).toMatch(/key: p2\n[^]*excerpt \(pp\. 4-5\): Heads attend locally\./);
    expect(built.prompt.split('excerpt (')).toHaveLength(2);
  });

  it('the support check numbers the claims and includes the cited abstracts', () => {
    const built = buildReviewSupportPrompt(
      [{ sentence: 'Attention helps [@p1].', bibkeys: ['p1'] }],
      [paper('p1', 'Attention helps translation.')],
    );
    expect(built.prompt).toContain('1. Attention helps [@p1]. (cites: p1)');
    expect(built.prompt).toContain('abstract: Attention helps translation.');
    expect(built.system).toContain('"verdicts"');
  });
});
