import { fixtureReply, fixtureText, type FakeReply, type FakeRoute } from './scholarlyFixtures.js';

const reply = (file: string, status?: number) => fixtureReply('semantic-scholar', file, status);

// Recorded paper records wrapped in the documented link envelopes (see the fixture's PROVENANCE.md).
function linksReply(kind: 'references' | 'citations'): FakeReply {
  const record = JSON.parse(fixtureText('semantic-scholar', 'paper-get_all-fields_trimmed.derived.json')) as Record<
    string,
    unknown[]
  >;
  const field = kind === 'references' ? 'citedPaper' : 'citingPaper';
  const data = (record[kind] ?? []).map((paper) => ({ [field]: paper }));
  return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data }) };
}

/** Semantic Scholar Graph API requests answered with the recordings in fixtures/semantic-scholar. */
export const semanticScholarRoute: FakeRoute = ({ method, path }) => {
  if (method !== 'GET') return null;
  if (path === '/paper/search') return reply('paper-search_query-turing_fields-title_200.json');
  if (path === '/paper/DOI:10.1016/j.xgen.2025.100814') return reply('paper-get_doi_paperqa-fields_200.json');
  if (path === '/paper/DOI:10.1101/2024.04.01.587366') return reply('paper-get_doi-not-found_404.json', 404);
  const links = /^\/paper\/DOI:10\.1093\/mind\/lix\.236\.433\/(references|citations)$/.exec(path);
  if (links) return linksReply(links[1] as 'references' | 'citations');
  return null;
};
