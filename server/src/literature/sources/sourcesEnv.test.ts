import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/types.js';
import { EnvError, loadEnv } from '../../env.js';
import { createCachedSources } from './createSources.js';

describe('live source configuration', () => {
  it('enables all five sources against the real services by default', () => {
    const env = loadEnv({});
    expect(env.LITERATURE_SOURCES).toEqual(['openalex', 'semanticScholar', 'arxiv', 'crossref', 'pubmed']);
    expect(env.ARXIV_BASE_URL).toBe('https://export.arxiv.org/api');
    expect(env.SOURCE_CACHE_TTL_HOURS).toBe(24);
    expect(createCachedSources(env, {} as Db).map((s) => s.name)).toEqual(env.LITERATURE_SOURCES);
  });

  it('switches sources off by leaving them out of LITERATURE_SOURCES', () => {
    const env = loadEnv({ LITERATURE_SOURCES: ' arxiv, crossref ' });
    expect(createCachedSources(env, {} as Db).map((s) => s.name)).toEqual(['arxiv', 'crossref']);
  });

  it('switches every source off with none', () => {
    expect(createCachedSources(loadEnv({ LITERATURE_SOURCES: 'none' }), {} as Db)).toEqual([]);
  });

  it('names a misspelt source or a bad contact address', () => {
    expect(() => loadEnv({ LITERATURE_SOURCES: 'openalex,scholar' })).toThrow(EnvError);
    expect(() => loadEnv({ LITERATURE_SOURCES: 'openalex,scholar' })).toThrow(/LITERATURE_SOURCES/);
    expect(() => loadEnv({ CONTACT_EMAIL: 'not-an-address' })).toThrow(/CONTACT_EMAIL/);
  });
});
