import { describe, expect, it } from 'vitest';
import type { WritingPaper } from '@inkstone/shared/api/writing';
import { initialAiStreamState, type AiStreamState } from '../aiTools/streamReducer';
import { draftOf } from './outlineDraft';
import { instructionOf, outlineAsText, suggestionsOf } from './outlineSuggestions';

const paper = (bibkey: string, title: string, year: number | null) => ({ bibkey, title, year }) as WritingPaper;
const papers = new Map([
  ['kipf2017', paper('kipf2017', 'Graph Convolutional Networks', 2017)],
  ['vel2018', paper('vel2018', 'Graph Attention Networks', null)],
]);
const item = (id: string, title: string, bibkeys: string[], why = '') => ({
  id,
  title,
  why,
  bibkeys,
  isThin: bibkeys.length < 2,
});
const draft = draftOf([
  {
    ...item('s1', 'Foundations', ['kipf2017', 'vel2018'], 'Core models.'),
    subsections: [item('s1a', 'Attention', ['vel2018'])],
  },
  { ...item('s2', 'Open problems', []), subsections: [] },
]);

const streaming = (answer: string): AiStreamState => ({ ...initialAiStreamState, status: 'streaming', answer });

describe('outlineAsText', () => {
  it('numbers the parts as on screen, with why, paper titles and thin evidence', () => {
    expect(outlineAsText('GNNs for citations', draft, papers)).toBe(
      [
        'Topic: GNNs for citations',
        '',
        'Outline:',
        '1. Foundations',
        '   Why: Core models.',
        '   Papers (2): Graph Convolutional Networks (2017); Graph Attention Networks',
        '   1.1 Attention',
        '      Papers (1): Graph Attention Networks — thin evidence',
        '2. Open problems',
        '   Papers (0): none — thin evidence',
      ].join('\n'),
    );
  });

  it('stays within the workflow input limit', () => {
    const long = draftOf([{ ...item('s1', 'x'.repeat(300), []), subsections: [] }]);
    expect(outlineAsText('t'.repeat(60_000), long, papers)).toHaveLength(50_000);
  });
});

describe('suggestionsOf', () => {
  it('splits the stream at [n] markers as it arrives; the growing last item is not complete yet', () => {
    const partial = streaming('Here are ideas.\n[1] Merge 1.1 into 1, as [2] argues.\n[2] Add a section on eval');
    expect(suggestionsOf(partial, new Set())).toEqual([
      { number: 1, text: 'Merge 1.1 into 1, as [2] argues.', isComplete: true },
      { number: 2, text: 'Add a section on eval', isComplete: false },
    ]);
    expect(suggestionsOf({ ...partial, status: 'stopped' }, new Set())[1]?.isComplete).toBe(true);
  });

  it('takes the server’s split when done and leaves dismissed ones out, keeping their numbers', () => {
    const done: AiStreamState = {
      ...streaming('[1] a\n[2] b\n[3] c'),
      status: 'done',
      done: { tool: 'outlineSuggestion', wordsCharged: 3, wordsLeft: 10, isTruncated: false, items: ['A', 'B', 'C'] },
    };
    expect(suggestionsOf(done, new Set([2]))).toEqual([
      { number: 1, text: 'A', isComplete: true },
      { number: 3, text: 'C', isComplete: true },
    ]);
    expect(suggestionsOf(initialAiStreamState, new Set())).toEqual([]);
  });

  it('turns a suggestion into a revision instruction within its limit', () => {
    expect(instructionOf({ number: 1, text: 'Add evaluation', isComplete: true })).toBe('Add evaluation');
    expect(instructionOf({ number: 1, text: 'y'.repeat(2500), isComplete: true })).toHaveLength(2000);
  });
});
