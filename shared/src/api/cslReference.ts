import { z } from 'zod';

/**
 * A reference as a CSL-JSON item (CSL 1.0.2 data schema): what a reference manager keeps of a work
 * and what citeproc formats. Stored with every paper so imports, outside sources and exports keep
 * volume, issue, pages, editors, publisher and the rest; a paper's own fields (title, authors,
 * year, DOI …) still win where both have a value.
 */

const LIMITS = { text: 20_000, names: 500, nameText: 300 } as const;

/** The CSL 1.0.2 item types. */
export const CSL_TYPES: ReadonlySet<string> = new Set([
  'article',
  'article-journal',
  'article-magazine',
  'article-newspaper',
  'bill',
  'book',
  'broadcast',
  'chapter',
  'classic',
  'collection',
  'dataset',
  'document',
  'entry',
  'entry-dictionary',
  'entry-encyclopedia',
  'event',
  'figure',
  'graphic',
  'hearing',
  'interview',
  'legal_case',
  'legislation',
  'manuscript',
  'map',
  'motion_picture',
  'musical_score',
  'pamphlet',
  'paper-conference',
  'patent',
  'performance',
  'periodical',
  'personal_communication',
  'post',
  'post-weblog',
  'regulation',
  'report',
  'review',
  'review-book',
  'software',
  'song',
  'speech',
  'standard',
  'thesis',
  'treaty',
  'webpage',
]);

/** The CSL string and number variables a reference may carry (numbers are kept as strings). */
export const CSL_TEXT_FIELDS = [
  'citation-key',
  'title',
  'title-short',
  'original-title',
  'container-title',
  'container-title-short',
  'collection-title',
  'collection-number',
  'volume',
  'volume-title',
  'issue',
  'page',
  'page-first',
  'number-of-pages',
  'number-of-volumes',
  'edition',
  'version',
  'publisher',
  'publisher-place',
  'original-publisher',
  'original-publisher-place',
  'event',
  'event-title',
  'event-place',
  'genre',
  'medium',
  'number',
  'chapter-number',
  'part-number',
  'supplement-number',
  'section',
  'status',
  'authority',
  'jurisdiction',
  'archive',
  'archive_location',
  'archive-place',
  'call-number',
  'dimensions',
  'scale',
  'source',
  'references',
  'annote',
  'note',
  'abstract',
  'keyword',
  'language',
  'DOI',
  'URL',
  'ISBN',
  'ISSN',
  'PMID',
  'PMCID',
] as const;
export type CslTextField = (typeof CSL_TEXT_FIELDS)[number];

/** The CSL name variables. */
export const CSL_NAME_FIELDS = [
  'author',
  'editor',
  'translator',
  'container-author',
  'collection-editor',
  'editorial-director',
  'compiler',
  'contributor',
  'chair',
  'organizer',
  'director',
  'illustrator',
  'interviewer',
  'recipient',
  'reviewed-author',
  'original-author',
  'composer',
  'curator',
  'performer',
  'producer',
] as const;
export type CslNameField = (typeof CSL_NAME_FIELDS)[number];

/** The CSL date variables. */
export const CSL_DATE_FIELDS = [
  'issued',
  'accessed',
  'event-date',
  'original-date',
  'submitted',
  'available-date',
] as const;
export type CslDateField = (typeof CSL_DATE_FIELDS)[number];

const nameText = z.string().max(LIMITS.nameText).optional();

/** A CSL name: structured, or one literal string (张三, an organisation). */
export const CslNameDto = z.object({
  family: nameText,
  given: nameText,
  literal: nameText,
  suffix: nameText,
  'non-dropping-particle': nameText,
  'dropping-particle': nameText,
});
export type CslNameDto = z.infer<typeof CslNameDto>;

/** A CSL date: up to two [year, month, day] parts (a range), or text that is no exact date. */
export const CslDateDto = z.object({
  'date-parts': z.array(z.array(z.number().int()).min(1).max(3)).min(1).max(2).optional(),
  literal: z.string().max(200).optional(),
  raw: z.string().max(200).optional(),
  circa: z.boolean().optional(),
  season: z.number().int().min(1).max(4).optional(),
});
export type CslDateDto = z.infer<typeof CslDateDto>;

const text = z.string().max(LIMITS.text).optional();
const names = z.array(CslNameDto).max(LIMITS.names).optional();

/** One CSL-JSON item without its `id` (the paper's bibkey is its id). */
export const CslReference = z.object({
  type: z.string().min(1).max(50),
  ...(Object.fromEntries(CSL_TEXT_FIELDS.map((field) => [field, text])) as Record<CslTextField, typeof text>),
  ...(Object.fromEntries(CSL_NAME_FIELDS.map((field) => [field, names])) as Record<CslNameField, typeof names>),
  ...(Object.fromEntries(CSL_DATE_FIELDS.map((field) => [field, CslDateDto.optional()])) as Record<
    CslDateField,
    z.ZodOptional<typeof CslDateDto>
  >),
});
export type CslReference = z.infer<typeof CslReference>;
