import type { Db } from '../../db/types.js';
import type { Env } from '../../env.js';
import { createOutboundFetch } from '../../net/outboundFetch.js';
import { originsOf } from '../../net/outboundUrl.js';
import { createArxivSource } from './arxiv.js';
import { createCrossrefSource } from './crossref.js';
import { DEFAULT_RETRY, type RetryPolicy } from './backoff.js';
import { MIN_INTERVAL_MS } from './limits.js';
import { createOpenAlexSource } from './openAlex.js';
import { createPubmedSource } from './pubmed.js';
import { createRateLimiter } from './rateLimiter.js';
import { createDbResponseCache, type ResponseCache } from './responseCache.js';
import { createSemanticScholarSource } from './semanticScholar.js';
import type { SourceCallObserver } from './sourceCallObserver.js';
import { createSourceHttp, type SourceHttpOptions } from './sourceHttp.js';
import type { LiteratureSource, SourceName } from './types.js';

/** The environment variables the live sources read. */
export type SourcesEnv = Pick<
  Env,
  | 'LITERATURE_SOURCES'
  | 'OPENALEX_BASE_URL'
  | 'SEMANTIC_SCHOLAR_BASE_URL'
  | 'SEMANTIC_SCHOLAR_API_KEY'
  | 'ARXIV_BASE_URL'
  | 'CROSSREF_BASE_URL'
  | 'PUBMED_BASE_URL'
  | 'PUBMED_API_KEY'
  | 'CONTACT_EMAIL'
  | 'SOURCE_TIMEOUT_MS'
  | 'SOURCE_CACHE_TTL_HOURS'
>;

/** Knobs tests turn: shorter limiter intervals and retry waits than the real services need. */
export interface SourcesOptions {
  cache?: ResponseCache;
  retry?: RetryPolicy;
  intervalsMs?: Partial<Record<SourceName, number>>;
  /** Hears about every request (the app's metrics). */
  observe?: SourceCallObserver;
}

const USER_AGENT = 'Inkstone/0.1 (academic writing assistant)';

/** The adapters of every source named in LITERATURE_SOURCES, each with its own limiter and client. */
export function createSources(env: SourcesEnv, options: SourcesOptions = {}): LiteratureSource[] {
  // The base URLs are the operator's: reachable wherever they point (tests run fakes on 127.0.0.1).
  // A source's redirect is followed only within its origin, so it cannot lead anywhere else.
  const fetch = createOutboundFetch({
    trustedOrigins: originsOf([
      env.OPENALEX_BASE_URL,
      env.SEMANTIC_SCHOLAR_BASE_URL,
      env.ARXIV_BASE_URL,
      env.CROSSREF_BASE_URL,
      env.PUBMED_BASE_URL,
    ]),
  });
  const http = (source: SourceName, intervalMs: number, extra: Pick<SourceHttpOptions, 'headers'> = {}) =>
    createSourceHttp({
      source,
      fetch,
      limiter: createRateLimiter(options.intervalsMs?.[source] ?? intervalMs),
      timeoutMs: env.SOURCE_TIMEOUT_MS,
      retry: options.retry ?? DEFAULT_RETRY,
      cache: options.cache,
      headers: { 'user-agent': USER_AGENT, ...extra.headers },
      privateParams: ['mailto', 'email', 'tool', 'api_key'],
      observe: options.observe,
    });
  const builders: Record<SourceName, () => LiteratureSource> = {
    openalex: () =>
      createOpenAlexSource({
        baseUrl: env.OPENALEX_BASE_URL,
        http: http('openalex', MIN_INTERVAL_MS.openalex),
        contactEmail: env.CONTACT_EMAIL,
      }),
    semanticScholar: () =>
      createSemanticScholarSource({
        baseUrl: env.SEMANTIC_SCHOLAR_BASE_URL,
        http: http('semanticScholar', MIN_INTERVAL_MS.semanticScholar, {
          headers: {
            ...(env.SEMANTIC_SCHOLAR_API_KEY ? { 'x-api-key': env.SEMANTIC_SCHOLAR_API_KEY } : {}),
          },
        }),
      }),
    arxiv: () => createArxivSource({ baseUrl: env.ARXIV_BASE_URL, http: http('arxiv', MIN_INTERVAL_MS.arxiv) }),
    crossref: () =>
      createCrossrefSource({
        baseUrl: env.CROSSREF_BASE_URL,
        contactEmail: env.CONTACT_EMAIL,
        http: http(
          'crossref',
          env.CONTACT_EMAIL ? MIN_INTERVAL_MS.crossrefPolite : MIN_INTERVAL_MS.crossrefPublic,
          // Crossref etiquette: identify the client and a contact in the User-Agent.
          env.CONTACT_EMAIL ? { headers: { 'user-agent': `${USER_AGENT} mailto:${env.CONTACT_EMAIL}` } } : {},
        ),
      }),
    pubmed: () =>
      createPubmedSource({
        baseUrl: env.PUBMED_BASE_URL,
        apiKey: env.PUBMED_API_KEY,
        contactEmail: env.CONTACT_EMAIL,
        http: http('pubmed', env.PUBMED_API_KEY ? MIN_INTERVAL_MS.pubmedWithKey : MIN_INTERVAL_MS.pubmed),
      }),
  };
  return [...new Set(env.LITERATURE_SOURCES)].map((name) => builders[name]());
}

/** The app's live sources: configured from the environment, cached in `source_cache` for SOURCE_CACHE_TTL_HOURS. */
export function createCachedSources(env: SourcesEnv, db: Db, observe?: SourceCallObserver): LiteratureSource[] {
  const cache = createDbResponseCache(db, { ttlMs: env.SOURCE_CACHE_TTL_HOURS * 3_600_000 });
  return createSources(env, { cache, observe });
}
