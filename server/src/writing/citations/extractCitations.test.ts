import { describe, expect, it } from 'vitest';
import { extractCitations } from './extractCitations.js';

const kinds = (text: string) => extractCitations(text).map(({ start: _s, end: _e, raw: _r, ...rest }) => rest);

describe('extractCitations', () => {
  it('reads key citations, single and grouped', () => {
    expect(kinds('A [@vaswani2017attention]. B [@a2020; @b-2021:x].')).toEqual([
      { kind: 'key', keys: ['vaswani2017attention'] },
      { kind: 'key', keys: ['a2020', 'b-2021:x'] },
    ]);
  });

  it('reads numeric citations with ranges and lists, and the CJK brackets', () => {
    expect(kinds('One [1]. Two [2-4]. Three [1, 3]. Four [5–6,8]. 五【7】。')).toEqual([
      { kind: 'numeric', numbers: [1] },
      { kind: 'numeric', numbers: [2, 3, 4] },
      { kind: 'numeric', numbers: [1, 3] },
      { kind: 'numeric', numbers: [5, 6, 8] },
      { kind: 'numeric', numbers: [7] },
    ]);
  });

  it('reads author-year citations with et al., two authors and several works', () => {
    expect(kinds('X (Smith, 2020). Y (Smith et al., 2019; Lee & Park, 2018a). Z (Brown and Wu 2017).')).toEqual([
      { kind: 'authorYear', refs: [{ author: 'Smith', year: '2020' }] },
      {
        kind: 'authorYear',
        refs: [
          { author: 'Smith', year: '2019' },
          { author: 'Lee', year: '2018a' },
        ],
      },
      { kind: 'authorYear', refs: [{ author: 'Brown', year: '2017' }] },
    ]);
  });

  it('reads Chinese author-year citations with full-width punctuation', () => {
    expect(kinds('研究表明（张三等，2021）。')).toEqual([
      { kind: 'authorYear', refs: [{ author: '张三', year: '2021' }] },
    ]);
  });

  it('ignores brackets and parentheses that are not citations', () => {
    expect(kinds('A list [a], a span [1990-2020], (see above), (n = 2020), x[0] and [link](http://x).')).toEqual([]);
  });

  it('gives positions that cut the marker out exactly', () => {
    const text = 'Known [@k1] and (Smith, 2020).';
    const marks = extractCitations(text);
    expect(marks.map((m) => text.slice(m.start, m.end))).toEqual(['[@k1]', '(Smith, 2020)']);
  });

  it('reads page locators on key citations, written either way', () => {
    expect(kinds('A [@a, p. 12]. B [@a, pp.3–4; @b]. C [@a, @b].')).toEqual([
      { kind: 'key', keys: ['a'], locators: ['p. 12'] },
      { kind: 'key', keys: ['a', 'b'], locators: ['pp. 3-4', null] },
      { kind: 'key', keys: ['a', 'b'] },
    ]);
  });
});
