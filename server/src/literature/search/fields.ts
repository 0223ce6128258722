/** The searchable fields of a paper, in the order their term frequencies are packed. */
export const FIELDS = ['title', 'abstract', 'keywords', 'venue', 'authors'] as const;

/** One searchable field name. */
export type FieldName = (typeof FIELDS)[number];

/** Number of searchable fields. */
export const FIELD_COUNT = FIELDS.length;

/**
 * Bit layout of the per-posting term frequencies, packed into one uint32: the abstract gets
 * 8 bits, every other field 4 bits. Larger counts are clamped, which BM25's saturation makes
 * harmless (k1 ≈ 1 means tf 15 already scores ~94 % of tf ∞).
 */
export const FIELD_SHIFT: readonly number[] = [0, 4, 12, 16, 20];
/** Largest term frequency each field can store. */
export const FIELD_MAX_TF: readonly number[] = [15, 255, 15, 15, 15];

/** The leading fields holding running text: phrases, proximity and feedback use only these. */
export const TEXT_FIELD_COUNT = 3;

/** A document as the index sees it: plain strings per field plus filterable attributes. */
export interface IndexDoc {
  id: string;
  title: string;
  abstract?: string | null;
  keywords?: string | null;
  venue?: string | null;
  authors?: string | null;
  year?: number | null;
}

/** Reads field `f` of an IndexDoc. */
export function fieldText(doc: IndexDoc, f: number): string {
  return doc[FIELDS[f]!] ?? '';
}

/** Unpacks the term frequency of field `f` from a packed posting value. */
export function unpackTf(packed: number, f: number): number {
  return (packed >>> FIELD_SHIFT[f]!) & FIELD_MAX_TF[f]!;
}
