import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Responses of outside scholarly services (OpenAlex, Semantic Scholar, arXiv, Crossref, PubMed),
 * keyed by source + normalised request, so repeated searches and lookups do not hit their rate
 * limits. Rows past `expires_at` are treated as missing and overwritten on the next fetch.
 */
export const sourceCache = pgTable(
  'source_cache',
  {
    key: text().primaryKey(),
    source: text().notNull(),
    value: text().notNull(),
    fetchedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('source_cache_expires_at_idx').on(t.expiresAt)],
);
