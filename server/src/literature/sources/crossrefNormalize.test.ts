import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../test/fakes/scholarlyFixtures.js';
import { fromCrossrefWork, jatsToText, type CrossrefMessage, type CrossrefWork } from './crossrefNormalize.js';

const message = <T>(file: string) => (JSON.parse(fixtureText('crossref', file)) as CrossrefMessage<T>).message;
const items = (file: string) => message<{ items: CrossrefWork[] }>(file).items.map(fromCrossrefWork);

describe('Crossref normalisation', () => {
  it('turns JATS abstracts into text with section labels', () => {
    expect(
      jatsToText(
        '<jats:title>Abstract</jats:title><jats:sec><jats:title>Objective</jats:title><jats:p>To a &amp; b.</jats:p></jats:sec>',
      ),
    ).toBe('Objective: To a & b.');
    expect(jatsToText(undefined)).toBeNull();
  });

  it('reads a title query with JATS abstract, print/online dates and ORCID authors', () => {
    const [paper] = items('works_query.title-paperqa_rows-1_mailto_200.json');
    expect(paper).toMatchObject({
      title: 'Retrieval augmented scientific claim verification',
      doi: '10.1093/jamiaopen/ooae021',
      year: 2024,
      venue: 'JAMIA Open',
      citationCount: 4,
      language: 'en',
      url: 'https://doi.org/10.1093/jamiaopen/ooae021',
      sources: [{ source: 'crossref', id: '10.1093/jamiaopen/ooae021' }],
    });
    expect(paper!.authors.slice(0, 2)).toEqual([
      { given: 'Hao', family: 'Liu' },
      { given: 'Ali', family: 'Soroush' },
    ]);
    expect(paper!.abstract).toMatch(/^Objective: To automate scientific claim verification using PubMed abstracts\./);
    expect(paper!.abstract).not.toMatch(/<|jats/);
  });

  it('reads a free-text query (HTML abstract, no authors) and a DOI lookup', () => {
    const [communicating, chemical] = items('works_query-ecology_rows-2_200.json');
    expect(communicating).toMatchObject({ title: 'Communicating Ecology', year: 2022, venue: 'Ecology', authors: [] });
    expect(communicating!.abstract).toMatch(/^Communication is perhaps the most important/);
    expect(chemical!.authors).toEqual([{ given: 'André', family: 'Kessler' }]);
    const work = fromCrossrefWork(message<CrossrefWork>('works_doi-10.1371-journal.pone.0033693_200.json'));
    expect(work).toMatchObject({
      doi: '10.1371/journal.pone.0033693',
      year: 2012,
      venue: 'PLoS ONE',
      citationCount: 72,
      abstract: null,
    });
    expect(work.authors[1]).toEqual({ given: 'Brooks B.', family: 'Pond' });
  });

  it('reads selected-field lists and empty lists', () => {
    const selected = items('works_query-ecology_select-DOI-title_200.json');
    expect(selected).toHaveLength(20);
    expect(selected[0]).toMatchObject({ title: 'Communicating Ecology', year: null, venue: null });
    expect(items('works_query.title-nonsense_rows-1_no-items_200.json')).toEqual([]);
  });
});
