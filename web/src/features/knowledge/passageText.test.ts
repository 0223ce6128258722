import { describe, expect, it } from 'vitest';
import { answerParts, snippetSegments } from './passageText';

describe('snippetSegments', () => {
  it('marks the words wrapped in «…»', () => {
    expect(snippetSegments('the «attention» layer and «heads»')).toEqual([
      { text: 'the ', isMatch: false },
      { text: 'attention', isMatch: true },
      { text: ' layer and ', isMatch: false },
      { text: 'heads', isMatch: true },
    ]);
  });

  it('keeps an unclosed « and a lone » as text', () => {
    expect(snippetSegments('cut «atten')).toEqual([{ text: 'cut «atten', isMatch: false }]);
    expect(snippetSegments('a » b')).toEqual([{ text: 'a » b', isMatch: false }]);
  });

  it('handles Chinese text and a snippet without matches', () => {
    expect(snippetSegments('基于«注意力»机制')).toEqual([
      { text: '基于', isMatch: false },
      { text: '注意力', isMatch: true },
      { text: '机制', isMatch: false },
    ]);
    expect(snippetSegments('plain')).toEqual([{ text: 'plain', isMatch: false }]);
  });
});

describe('answerParts', () => {
  it('splits the answer at [n], [n, m] and [n][m] markers', () => {
    expect(answerParts('A holds [1]. B too [1, 2][3].', 3)).toEqual([
      { kind: 'text', text: 'A holds ' },
      { kind: 'cite', n: 1 },
      { kind: 'text', text: '. B too ' },
      { kind: 'cite', n: 1 },
      { kind: 'cite', n: 2 },
      { kind: 'cite', n: 3 },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves a marker naming no given passage as text', () => {
    expect(answerParts('Claim [4] and [0].', 3)).toEqual([{ kind: 'text', text: 'Claim [4] and [0].' }]);
  });

  it('reads a full-width comma in a Chinese answer', () => {
    expect(answerParts('结论[1，2]', 2)).toEqual([
      { kind: 'text', text: '结论' },
      { kind: 'cite', n: 1 },
      { kind: 'cite', n: 2 },
    ]);
  });
});
