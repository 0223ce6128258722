import { fixtureReply, fixtureText, type FakeReply, type FakeRoute } from './scholarlyFixtures.js';

const XML = 'text/xml; charset=UTF-8';
const EFETCH_FILES = [
  'efetch_db-pubmed_id-11748933,11700088_retmode-xml_200.xml',
  'efetch_db-pubmed_id-12091962,9997_rettype-abstract_200.xml',
];

// The recorded <PubmedArticle> elements by PMID, for efetch calls asking for a subset of a recording.
function recordedArticles(): Map<string, string> {
  const byPmid = new Map<string, string>();
  for (const file of EFETCH_FILES) {
    for (const article of fixtureText('pubmed', file).match(/<PubmedArticle>[\s\S]*?<\/PubmedArticle>/g) ?? []) {
      const pmid = /<PMID[^>]*>(\d+)<\/PMID>/.exec(article)?.[1];
      if (pmid) byPmid.set(pmid, article);
    }
  }
  return byPmid;
}

function efetchReply(ids: string): FakeReply | null {
  const exact = EFETCH_FILES.find((f) => f.includes(`id-${ids}_`));
  if (exact) return fixtureReply('pubmed', exact, 200, XML);
  const articles = recordedArticles();
  const found = ids.split(',').map((id) => articles.get(id));
  if (found.some((a) => a === undefined)) return null;
  const body = `<?xml version="1.0" ?>\n<PubmedArticleSet>${found.join('')}</PubmedArticleSet>`;
  return { status: 200, headers: { 'content-type': XML }, body };
}

/** NCBI E-utilities requests answered with the recorded XML in fixtures/pubmed. */
export const pubmedRoute: FakeRoute = ({ method, path, query }) => {
  if (method !== 'GET' || query.get('db') !== 'pubmed') return null;
  if (path === '/esearch.fcgi') return fixtureReply('pubmed', 'esearch_db-pubmed_term-biopython_200.xml', 200, XML);
  if (path === '/efetch.fcgi') return efetchReply(query.get('id') ?? '');
  return null;
};
