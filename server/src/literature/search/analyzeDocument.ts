import { FIELD_COUNT, FIELD_MAX_TF, FIELD_SHIFT, fieldText, type IndexDoc } from './fields.js';
import type { FieldSequence } from './forwardIndex.js';
import { ensureCapacity } from './growable.js';
import type { TermDictionary } from './termDictionary.js';
import { analyzeWords } from './tokenize.js';

/** What indexing one document produces before it is written to the index structures. */
export interface AnalyzedDoc {
  /** Distinct term ids of the document. */
  terms: number[];
  /** Term frequencies of all fields for terms[i], packed per FIELD_SHIFT. */
  packedTfs: number[];
  /** Field lengths in positions that carry at least one term (stacked terms count once). */
  lengths: number[];
  /** Term sequences of every field. */
  sequences: FieldSequence[];
}

// Scratch space reused across documents (indexing is synchronous): slotOf[term] is valid
// when stampOf[term] equals the current document's stamp.
let stamp = 0;
let stampOf = new Int32Array(1024);
let slotOf = new Int32Array(1024);
let counts = new Uint32Array(1024);

/** Tokenises every field of `doc`, interning new terms in `dict`. */
export function analyzeDocument(doc: IndexDoc, dict: TermDictionary): AnalyzedDoc {
  stamp++;
  const terms: number[] = [];
  const lengths: number[] = [];
  const sequences: FieldSequence[] = [];
  for (let f = 0; f < FIELD_COUNT; f++) {
    const sequence: FieldSequence = { terms: [], positions: [] };
    let length = 0;
    let lastPosition = -1;
    analyzeWords(fieldText(doc, f), 'index', (word, position) => {
      const id = dict.internWord(word);
      if (id < 0) return;
      if (id >= stampOf.length) {
        stampOf = ensureCapacity(stampOf, id + 1, Int32Array);
        slotOf = ensureCapacity(slotOf, id + 1, Int32Array);
      }
      if (stampOf[id] !== stamp) {
        stampOf[id] = stamp;
        slotOf[id] = terms.length;
        counts = ensureCapacity(counts, (terms.length + 1) * FIELD_COUNT, Uint32Array);
        counts.fill(0, terms.length * FIELD_COUNT, (terms.length + 1) * FIELD_COUNT);
        terms.push(id);
      }
      counts[slotOf[id]! * FIELD_COUNT + f]!++;
      if (position !== lastPosition) length++;
      lastPosition = position;
      sequence.terms.push(id);
      sequence.positions.push(position);
    });
    lengths.push(length);
    sequences.push(sequence);
  }
  const packedTfs = terms.map((_, slot) => {
    let packed = 0;
    for (let f = 0; f < FIELD_COUNT; f++) {
      packed |= Math.min(counts[slot * FIELD_COUNT + f]!, FIELD_MAX_TF[f]!) << FIELD_SHIFT[f]!;
    }
    return packed >>> 0;
  });
  return { terms, packedTfs, lengths, sequences };
}
