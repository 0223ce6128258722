import { fixtureReply, type FakeRoute } from './scholarlyFixtures.js';

const reply = (file: string, status?: number, type?: string) => fixtureReply('crossref', file, status, type);

/** Crossref REST requests answered with the recorded responses in fixtures/crossref. */
export const crossrefRoute: FakeRoute = ({ method, path, query }) => {
  if (method !== 'GET') return null;
  if (path === '/works') {
    if (query.has('query.title')) return reply('works_query.title-paperqa_rows-1_mailto_200.json');
    if (query.has('query.bibliographic') || query.has('query')) return reply('works_query-ecology_rows-2_200.json');
    return null;
  }
  if (path === '/works/10.1371/journal.pone.0033693') return reply('works_doi-10.1371-journal.pone.0033693_200.json');
  if (path === '/works/10.1371/notarealdoi') return reply('works_doi-not-found_404.txt', 404, 'text/plain');
  return null;
};
