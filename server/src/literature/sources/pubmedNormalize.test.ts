import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../test/fakes/scholarlyFixtures.js';
import { parseEsearchIds, parsePubmedArticles } from './pubmedNormalize.js';

const xml = (file: string) => fixtureText('pubmed', file);

describe('PubMed normalisation', () => {
  it('reads esearch id lists, including the no-hit answer', () => {
    const ids = parseEsearchIds(xml('esearch_db-pubmed_term-biopython_200.xml'));
    expect(ids).toHaveLength(20);
    expect(ids[0]).toBe('41282813');
    expect(parseEsearchIds(xml('esearch_db-protein_term-abcXYZ_no-results_200.xml'))).toEqual([]);
  });

  it('reads efetch articles: PMID, title, abstract, authors, journal, year, DOI', () => {
    const [cryo, mri] = parsePubmedArticles(xml('efetch_db-pubmed_id-11748933,11700088_retmode-xml_200.xml'));
    expect(cryo).toMatchObject({
      pmid: '11748933',
      doi: '10.1006/cryo.2001.2328',
      year: 2001,
      venue: 'Cryobiology',
      language: 'en',
      url: 'https://pubmed.ncbi.nlm.nih.gov/11748933/',
      sources: [{ source: 'pubmed', id: '11748933' }],
    });
    expect(cryo!.title).toBe(
      'Is cryopreservation a homogeneous process? Ultrastructure and motility of untreated, prefreezing, and postthawed spermatozoa of Diplodus puntazzo (Cetti).',
    );
    expect(cryo!.authors).toHaveLength(8);
    expect(cryo!.authors[0]).toEqual({ given: 'A R', family: 'Taddei' });
    expect(cryo!.abstract).toMatch(/^This study subdivides the cryopreservation procedure/);
    expect(cryo!.abstract).toContain('(P < 0.001)');
    expect(mri).toMatchObject({
      pmid: '11700088',
      title: 'Proton MRI of (13)C distribution by J and chemical shift editing.',
    });
  });

  it('reads articles without abstract or DOI (rettype=abstract answer)', () => {
    const [aids, heme] = parsePubmedArticles(xml('efetch_db-pubmed_id-12091962,9997_rettype-abstract_200.xml'));
    expect(aids).toMatchObject({ pmid: '12091962', year: 1990, doi: null, abstract: null });
    expect(aids!.authors).toEqual([{ given: 'J Michael', family: 'Olivero' }]);
    expect(heme).toMatchObject({
      pmid: '9997',
      year: 1976,
      doi: '10.1016/0005-2795(76)90109-4',
      venue: 'Biochimica et biophysica acta',
    });
  });

  it('keeps the labels of structured abstracts', () => {
    const structured = `<PubmedArticleSet><PubmedArticle><MedlineCitation><PMID>1</PMID><Article>
      <ArticleTitle>T</ArticleTitle><Abstract><AbstractText Label="BACKGROUND">B text.</AbstractText>
      <AbstractText Label="METHODS">M text.</AbstractText></Abstract></Article></MedlineCitation></PubmedArticle></PubmedArticleSet>`;
    expect(parsePubmedArticles(structured)[0]!.abstract).toBe('BACKGROUND: B text. METHODS: M text.');
  });
});
