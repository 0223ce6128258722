import { FIELDS, FIELD_COUNT, FIELD_MAX_TF, FIELD_SHIFT, fieldText, type IndexDoc } from './fields.js';
import { ensureCapacity } from './growable.js';
import type { TermDictionary } from './termDictionary.js';
import { scanWords, type WordSink } from './scanWords.js';

/** The term sequence of a document: term ids and positions, fields one after another. */
export interface TermSequence {
  terms: Uint32Array;
  positions: Uint32Array;
  /** fieldEnds[f] is the end (exclusive) of field f in terms/positions. */
  fieldEnds: number[];
}

/** What indexing one document produces before it is written to the index structures. */
export interface AnalyzedDoc {
  /** Distinct term ids of the document. */
  terms: number[];
  /** Term frequencies of all fields for terms[i], packed per FIELD_SHIFT. */
  packedTfs: number[];
  /** Field lengths in positions that carry at least one term (stacked terms count once). */
  lengths: number[];
  /** Valid until the next call: the caller copies it into the forward index. */
  sequence: TermSequence;
}

/**
 * Per-document state, reused across documents because indexing is synchronous and runs per
 * token: termSlots[2t + 1] is term t's slot in this document when termSlots[2t] equals the
 * current stamp (stamp and slot side by side: one cache line per token).
 */
const state = {
  dict: null as TermDictionary | null,
  stamp: 0,
  termSlots: new Int32Array(2048),
  counts: new Uint32Array(1024),
  terms: [] as number[],
  field: 0,
  length: 0,
  lastPosition: -1,
  n: 0,
  sequence: { terms: new Uint32Array(1024), positions: new Uint32Array(1024), fieldEnds: [] } as TermSequence,
};

function accept(id: number, position: number): void {
  if (id < 0) return;
  const s = state;
  if (2 * id + 1 >= s.termSlots.length) s.termSlots = ensureCapacity(s.termSlots, 2 * id + 2, Int32Array);
  if (s.termSlots[2 * id] !== s.stamp) {
    const slot = s.terms.length;
    s.termSlots[2 * id] = s.stamp;
    s.termSlots[2 * id + 1] = slot;
    if ((slot + 1) * FIELD_COUNT > s.counts.length)
      s.counts = ensureCapacity(s.counts, (slot + 1) * FIELD_COUNT, Uint32Array);
    s.counts.fill(0, slot * FIELD_COUNT, (slot + 1) * FIELD_COUNT);
    s.terms.push(id);
  }
  s.counts[s.termSlots[2 * id + 1]! * FIELD_COUNT + s.field]!++;
  if (position !== s.lastPosition) s.length++;
  s.lastPosition = position;
  const seq = s.sequence;
  if (s.n >= seq.terms.length) {
    seq.terms = ensureCapacity(seq.terms, s.n + 1, Uint32Array);
    seq.positions = ensureCapacity(seq.positions, s.n + 1, Uint32Array);
  }
  seq.terms[s.n] = id;
  seq.positions[s.n++] = position;
}

const sink: WordSink = {
  span: (text, start, end, hash, position) => accept(state.dict!.internSpan(text, start, end, hash), position),
  word: (word, position) => accept(state.dict!.internWord(word), position),
};

const VENUE_FIELD = FIELDS.indexOf('venue');
const VENUE_CACHE_LIMIT = 10_000;
/**
 * Venue text → its [term id, position] pairs. Proceedings names repeat across thousands of
 * papers, so each distinct venue is tokenised once per dictionary.
 */
const venueCache = new WeakMap<TermDictionary, Map<string, Int32Array>>();

function scanVenue(venue: string, dict: TermDictionary): void {
  let cache = venueCache.get(dict);
  if (!cache) venueCache.set(dict, (cache = new Map<string, Int32Array>()));
  let pairs = cache.get(venue);
  if (!pairs) {
    const start = state.n;
    scanWords(venue, 'index', sink);
    pairs = new Int32Array(2 * (state.n - start));
    for (let i = start; i < state.n; i++) {
      pairs[2 * (i - start)] = state.sequence.terms[i]!;
      pairs[2 * (i - start) + 1] = state.sequence.positions[i]!;
    }
    if (cache.size >= VENUE_CACHE_LIMIT) cache.clear();
    cache.set(venue, pairs);
    return;
  }
  for (let i = 0; i < pairs.length; i += 2) accept(pairs[i]!, pairs[i + 1]!);
}

/** Tokenises every field of `doc`, interning new terms in `dict`. */
export function analyzeDocument(doc: IndexDoc, dict: TermDictionary): AnalyzedDoc {
  const s = state;
  s.dict = dict;
  s.stamp++;
  s.terms = [];
  s.n = 0;
  s.sequence.fieldEnds = [];
  const lengths: number[] = [];
  for (s.field = 0; s.field < FIELD_COUNT; s.field++) {
    s.length = 0;
    s.lastPosition = -1;
    if (s.field === VENUE_FIELD) scanVenue(fieldText(doc, s.field), dict);
    else scanWords(fieldText(doc, s.field), 'index', sink);
    lengths.push(s.length);
    s.sequence.fieldEnds.push(s.n);
  }
  const packedTfs = s.terms.map((_, slot) => {
    let packed = 0;
    for (let f = 0; f < FIELD_COUNT; f++) {
      packed |= Math.min(s.counts[slot * FIELD_COUNT + f]!, FIELD_MAX_TF[f]!) << FIELD_SHIFT[f]!;
    }
    return packed >>> 0;
  });
  return { terms: s.terms, packedTfs, lengths, sequence: s.sequence };
}
