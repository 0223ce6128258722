import { describe, expect, it } from 'vitest';
import { referenceFormatOf } from './referenceFileFormat';

describe('referenceFormatOf', () => {
  it('knows BibTeX, RIS and CSL-JSON files by their extension, in any case', () => {
    expect(referenceFormatOf('My Library.BIB')).toBe('bibtex');
    expect(referenceFormatOf('export.ris')).toBe('ris');
    expect(referenceFormatOf('items.json')).toBe('csljson');
    expect(referenceFormatOf('paper.pdf')).toBeUndefined();
    expect(referenceFormatOf('bib')).toBeUndefined();
  });
});
