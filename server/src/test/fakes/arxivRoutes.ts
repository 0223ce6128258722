import { fixtureReply, type FakeRoute } from './scholarlyFixtures.js';

const ATOM = 'application/atom+xml; charset=utf-8';
const reply = (file: string, status = 200) => fixtureReply('arxiv', file, status, ATOM);

/** arXiv API requests answered with the recorded Atom feeds in fixtures/arxiv. */
export const arxivRoute: FakeRoute = ({ method, path, query }) => {
  if (method !== 'GET' || path !== '/query') return null;
  const ids = query.get('id_list');
  if (ids === '1605.08386') return reply('query_id-list-1605.08386_single_200.atom.xml');
  if (ids === '0000.0000') return reply('query_id-list-0000.0000_empty_200.atom.xml');
  if (ids === 'abc') return reply('query_id-list-abc_bad-id_400.atom.xml', 400);
  if (query.get('search_query') && !ids) return reply('query_search-all-testing_start-0_max-10_200.atom.xml');
  return null;
};
