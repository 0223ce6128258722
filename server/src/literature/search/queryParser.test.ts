import { describe, expect, it } from 'vitest';
import { isRequest } from './boilerplate.js';
import { parseQuery } from './queryParser.js';

const terms = (query: string): string[] => parseQuery(query).terms.map((t) => t.term);

describe('parseQuery', () => {
  it('halves the weight of stacked terms (joined compounds, CJK words)', () => {
    expect(parseQuery('控制器').terms).toEqual([
      { term: '控制', weight: 1 },
      { term: '制器', weight: 1 },
      { term: '控制器', weight: 0.5 },
    ]);
  });

  it('removes request boilerplate from question-style queries', () => {
    expect(parseQuery('Could you provide me some studies that focused on white-box attacks?').terms).toEqual([
      { term: 'white', weight: 1 },
      { term: 'box', weight: 1 },
      { term: 'whitebox', weight: 0.5 },
      { term: 'attack', weight: 1 },
    ]);
  });

  it('keeps document-type words in short keyword queries', () => {
    expect(terms('paper recommendation')).toEqual(['paper', 'recommend']);
  });

  it('keeps the words when a request has nothing else', () => {
    expect(terms('Which papers?')).toEqual(['paper']);
  });

  it('extracts phrases and prefixes', () => {
    const parsed = parseQuery('"state of the art" transform* parsing');
    expect(parsed.phrases).toEqual([
      [
        { term: 'state', offset: 0 },
        { term: 'art', offset: 3 },
      ],
    ]);
    expect(parsed.prefixes).toEqual(['transform']);
    expect(parsed.terms.map((t) => t.term)).toEqual(['pars', 'state', 'art']);
  });
});

describe('isRequest', () => {
  it('recognises questions, asks and long sentences', () => {
    expect(isRequest('What works measure bias')).toBe(true);
    expect(isRequest('graph neural networks?')).toBe(true);
    expect(isRequest('I am looking for datasets')).toBe(true);
    expect(isRequest('graph neural networks for molecules')).toBe(false);
  });
});
