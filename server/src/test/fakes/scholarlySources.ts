import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SourcesEnv } from '../../literature/sources/createSources.js';
import { arxivRoute } from './arxivRoutes.js';
import { crossrefRoute } from './crossrefRoutes.js';
import { openAlexRoute } from './openAlexRoutes.js';
import { pubmedRoute } from './pubmedRoutes.js';
import type { FakeReply, FakeRequest, FakeRoute } from './scholarlyFixtures.js';
import { semanticScholarRoute } from './semanticScholarRoutes.js';

/** The services the fake imitates, each under its own path prefix. */
export type FakeService = 'openalex' | 'semanticScholar' | 'arxiv' | 'crossref' | 'pubmed';

const ROUTES: Record<FakeService, FakeRoute> = {
  openalex: openAlexRoute,
  semanticScholar: semanticScholarRoute,
  arxiv: arxivRoute,
  crossref: crossrefRoute,
  pubmed: pubmedRoute,
};

/** A running fake of the scholarly services on 127.0.0.1. */
export interface ScholarlyFake {
  /** Base URL per service, for OPENALEX_BASE_URL and friends. */
  baseUrls: Record<FakeService, string>;
  /** Requests received, per service, in order. */
  requests: Record<FakeService, FakeRequest[]>;
  /** Requests nothing answered (answered 599 instead); a test should expect none. */
  unhandled: string[];
  /** Queues replies for a service, used before its recorded routes, one per request. */
  script(service: FakeService, ...replies: FakeReply[]): void;
  /** Replaces the recorded routes of a service for the rest of the test. */
  override(service: FakeService, route: FakeRoute): void;
  close(): Promise<void>;
}

/**
 * OpenAlex, Semantic Scholar, arXiv, Crossref and PubMed on one local socket, answering with the
 * recorded responses. Tests script 429s, 500s, empty answers or silence (`{ hang: true }`).
 */
export async function startScholarlyFake(): Promise<ScholarlyFake> {
  const services = Object.keys({ openalex: 1, semanticScholar: 1, arxiv: 1, crossref: 1, pubmed: 1 }) as FakeService[];
  const requests = Object.fromEntries(services.map((s) => [s, []])) as unknown as Record<FakeService, FakeRequest[]>;
  const scripts = new Map<FakeService, FakeReply[]>();
  const overrides = new Map<FakeService, FakeRoute>();
  const unhandled: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, prefix = '', ...rest] = url.pathname.split('/');
    const service = services.find((s) => s === prefix);
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path: `/${rest.map(decodeURIComponent).join('/')}`,
      query: url.searchParams,
      headers: req.headers,
      receivedAt: Date.now(),
    };
    if (service) requests[service].push(request);
    const reply =
      service && (scripts.get(service)?.shift() ?? (overrides.get(service) ?? ROUTES[service])(request) ?? null);
    if (!reply) {
      unhandled.push(`${request.method} ${req.url}`);
      res.writeHead(599).end();
      return;
    }
    if ('hang' in reply) return;
    res.writeHead(reply.status ?? 200, reply.headers).end(reply.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrls: Object.fromEntries(services.map((s) => [s, `http://127.0.0.1:${port}/${s}`])) as Record<
      FakeService,
      string
    >,
    requests,
    unhandled,
    script: (service, ...replies) => scripts.set(service, [...(scripts.get(service) ?? []), ...replies]),
    override: (service, route) => overrides.set(service, route),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Live-source settings pointing every source at the fake (all five enabled unless narrowed). */
export function fakeSourcesEnv(fake: ScholarlyFake, overrides: Partial<SourcesEnv> = {}): SourcesEnv {
  return {
    LITERATURE_SOURCES: ['openalex', 'semanticScholar', 'arxiv', 'crossref', 'pubmed'],
    OPENALEX_BASE_URL: fake.baseUrls.openalex,
    SEMANTIC_SCHOLAR_BASE_URL: fake.baseUrls.semanticScholar,
    ARXIV_BASE_URL: fake.baseUrls.arxiv,
    CROSSREF_BASE_URL: fake.baseUrls.crossref,
    PUBMED_BASE_URL: fake.baseUrls.pubmed,
    CONTACT_EMAIL: 'tests@inkstone.example',
    SOURCE_TIMEOUT_MS: 2000,
    SOURCE_CACHE_TTL_HOURS: 0,
    ...overrides,
  };
}
