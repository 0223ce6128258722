import { fixtureReply, type FakeRoute } from './scholarlyFixtures.js';

const reply = (file: string, status?: number) => fixtureReply('openalex', file, status);

/** OpenAlex requests answered with the recorded responses in fixtures/openalex. */
export const openAlexRoute: FakeRoute = ({ method, path, query }) => {
  if (method !== 'GET') return null;
  const filter = query.get('filter') ?? '';
  if (path === '/works') {
    if (query.has('search') || filter.startsWith('title.search:')) return reply('works_filter-title.search_200.json');
    if (filter.startsWith('cites:')) return reply('works_filter-cites_per-page-200_cursor-start_200.json');
    if (filter.startsWith('openalex:')) return reply('works_filter-openalex-two-ids_per-page-200_200.json');
    return null;
  }
  if (path === '/works/W2162348455') return reply('work_W2162348455_single_200.json');
  if (path === '/works/https://doi.org/10.1016/j.xgen.2025.100814') return reply('work_by-doi-url_200.json');
  if (path.startsWith('/works/https://doi.org/'))
    return fixtureReply('openalex', 'work_by-doi-url_not-found_404.html', 404, 'text/html; charset=utf-8');
  return null;
};
