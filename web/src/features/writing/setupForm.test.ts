import { describe, expect, it } from 'vitest';
import { GenerateOutlineReq } from '@inkstone/shared/api/writing';
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
  });
});
