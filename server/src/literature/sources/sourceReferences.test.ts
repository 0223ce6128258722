import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crossrefReference, openAlexReference, pageRange, sourceCslType } from './sourceReferences.js';

const fixture = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../../../../shared/fixtures/${path}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

describe('references from the outside sources', () => {
  it('maps type names and page ranges', () => {
    expect(sourceCslType('proceedings-article', 'x')).toBe('paper-conference');
    expect(sourceCslType('journal-article', 'x')).toBe('article-journal');
    expect(sourceCslType('unknown', 'document')).toBe('document');
    expect(pageRange('853', '858')).toBe('853-858');
    expect(pageRange('e33693', null)).toBe('e33693');
    expect(pageRange(null, '5')).toBeUndefined();
  });

  it.skipIf(!fixtureExists('crossref'))('reads a recorded Crossref work: volume, issue, page, ISSN, editors', () => {
    const work = fixture('crossref/works_doi-10.1371-journal.pone.0033693_200.json').message as Record<string, unknown>;
    expect(crossrefReference(work)).toMatchObject({
      type: 'article-journal',
      'container-title': 'PLoS ONE',
      volume: '7',
      issue: '3',
      page: 'e33693',
      ISSN: '1932-6203',
      editor: [{ family: 'Borlongan', given: 'Cesario V.' }],
      issued: { 'date-parts': [[2012, 3, 21]] },
    });
  });

  it.skipIf(!fixtureExists('openalex'))('reads a recorded OpenAlex work: biblio and source', () => {
    expect(openAlexReference(fixture('openalex/work_W2162348455_single_200.json'))).toMatchObject({
      type: 'article-journal',
      volume: '403',
      issue: '6772',
      page: '853-858',
      ISSN: '0028-0836',
    });
  });
});

function fixtureExists(dir: string): boolean {
  try {
    readFileSync(new URL(`../../../../../shared/fixtures/${dir}/PROVENANCE.md`, import.meta.url));
    return true;
  } catch {
    return false;
  }
}
