import { describe, expect, it } from 'vitest';
import { GenerateOutlineByReviewReq, GenerateOutlineReq } from '@inkstone/shared/api/writing';
import { initialSetup, outlineRequest, setupProblems } from './setupForm';

describe('setupForm', () => {
  it('starts in the interface language with its usual style', () => {
    expect(initialSetup('zh-CN')).toMatchObject({ language: 'cn', citationStyle: 'gbt7714' });
    expect(initialSetup('en')).toMatchObject({ language: 'en', citationStyle: 'apa' });
  });

  it('names each missing or wrong field', () => {
    const problems = setupProblems({ ...initialSetup('en'), topic: ' x ', length: '100' });
    expect(problems).toEqual(['topic', 'length', 'sources']);
  });

  it('builds a request the server schema accepts', () => {
    const values = { ...initialSetup('en'), topic: ' Graph neural networks ', libraryBibkeys: ['kipf2017'] };
    expect(setupProblems(values)).toEqual([]);
    const body = outlineRequest(values);
    expect(GenerateOutlineReq.parse(body)).toMatchObject({
      topic: 'Graph neural networks',
      options: { length: 3000, citationStyle: 'apa' },
      sources: { libraryBibkeys: ['kipf2017'] },
    });
    expect(body.sources).not.toHaveProperty('researchSessionId');
    expect(body).not.toHaveProperty('reviewText');
  });

  it('asks for enough review text to follow, and sends it when given', () => {
    const values = { ...initialSetup('en'), topic: 'GNNs', libraryBibkeys: ['kipf2017'], reviewText: 'Too short.' };
    expect(setupProblems(values)).toEqual(['reviewText']);
    const long = {
      ...values,
      reviewText: 'A review that has enough text to follow its structure, section by section.',
    };
    expect(setupProblems(long)).toEqual([]);
    expect(GenerateOutlineByReviewReq.parse(outlineRequest(long)).reviewText).toBe(long.reviewText);
  });

  it('takes knowledge-base files as the only source', () => {
    const values = { ...initialSetup('en'), topic: 'GNNs', knowledgeFileIds: ['0b0e6a8e-8f5c-4c3e-9f43-1f1c2b7d2a10'] };
    expect(setupProblems(values)).toEqual([]);
    expect(GenerateOutlineReq.parse(outlineRequest(values)).sources).toEqual({
      knowledgeFileIds: ['0b0e6a8e-8f5c-4c3e-9f43-1f1c2b7d2a10'],
    });
  });
});
