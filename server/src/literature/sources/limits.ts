/**
 * Minimum spacing between requests per source, from each service's published limits:
 * - arXiv: "no more than 1 request every 3 seconds" (https://info.arxiv.org/help/api/tou.html).
 * - Semantic Scholar: 1 request per second with or without a key for search and paper endpoints
 *   (https://www.semanticscholar.org/product/api, "Rate limits").
 * - OpenAlex: at most 10 requests per second (https://docs.openalex.org/how-to-use-the-api/rate-limits-and-authentication).
 * - Crossref: public pool 5 requests per second, polite pool (mailto) 10
 *   (https://www.crossref.org/documentation/retrieve-metadata/rest-api/tips-for-using-the-crossref-rest-api/).
 * - NCBI E-utilities: 3 requests per second without an API key, 10 with one
 *   (https://www.ncbi.nlm.nih.gov/books/NBK25497/, "Usage guidelines").
 */
export const MIN_INTERVAL_MS = {
  arxiv: 3000,
  semanticScholar: 1000,
  openalex: 100,
  crossrefPublic: 200,
  crossrefPolite: 100,
  pubmed: 334,
  pubmedWithKey: 100,
} as const;
