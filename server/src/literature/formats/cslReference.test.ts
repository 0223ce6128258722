import { describe, expect, it } from 'vitest';
import { CslReference } from '@inkstone/shared/api/cslReference';
import { toCslReference } from './cslReference.js';

describe('toCslReference', () => {
  it('keeps the reference variables as strings, the authors and DOI as written, and leaves the paper’s own fields to the paper', () => {
    const reference = toCslReference({
      id: 'k',
      type: 'article-journal',
      title: 'T',
      author: [{ family: 'Sodeman', given: 'W. A.', suffix: 'Jr.' }],
      DOI: 'https://doi.org/10.1021/ACS.JPCLett',
      volume: 35,
      issue: '4',
      page: '1-10',
      editor: [{ family: 'Luxburg', 'non-dropping-particle': 'von', given: 'Ulrike', sequence: 'first' }],
      issued: { 'date-parts': [[2020]] },
      accessed: { 'date-parts': [['2012', '11', '1']] },
      unknown: 'dropped',
    });
    expect(reference).toEqual({
      type: 'article-journal',
      author: [{ family: 'Sodeman', given: 'W. A.', suffix: 'Jr.' }],
      DOI: '10.1021/ACS.JPCLett',
      volume: '35',
      issue: '4',
      page: '1-10',
      editor: [{ family: 'von Luxburg', given: 'Ulrike' }],
      accessed: { 'date-parts': [[2012, 11, 1]] },
    });
    expect(CslReference.parse(reference)).toEqual(reference);
  });

  it('keeps a full issue date, cuts a date part at its first non-number and names an untyped item a document', () => {
    expect(toCslReference({ issued: { 'date-parts': [[2020, 5, 'x']] } })).toEqual({
      type: 'document',
      issued: { 'date-parts': [[2020, 5]] },
    });
  });
});
