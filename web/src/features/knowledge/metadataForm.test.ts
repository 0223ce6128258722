import { describe, expect, it } from 'vitest';
import { metadataFromForm, metadataToForm } from './metadataForm';

describe('metadata form', () => {
  it('round-trips metadata, authors one per line', () => {
    const metadata = {
      title: 'Attention',
      authors: ['Vaswani, A.', 'Shazeer, N.'],
      year: 2017,
      doi: '10.1/x',
      arxivId: null,
      abstract: null,
      referenceCount: 40,
    };
    expect(metadataFromForm(metadataToForm(metadata), 40)).toEqual(metadata);
  });

  it('turns blank fields into null and drops empty author lines', () => {
    const form = { ...metadataToForm(null), title: '  ', authors: ' Li, Q. \n\n  ', year: '' };
    expect(metadataFromForm(form, null)).toEqual({
      title: null,
      authors: ['Li, Q.'],
      year: null,
      doi: null,
      arxivId: null,
      abstract: null,
      referenceCount: null,
    });
  });
});
