import { DocTable } from './docTable.js';
import { FIELD_COUNT } from './fields.js';
import type { ForwardBytesSource } from './forwardFile.js';
import { ForwardIndex } from './forwardIndex.js';
import { Postings } from './postings.js';
import { SearchIndex } from './searchIndex.js';
import { TermDictionary } from './termDictionary.js';

const MAGIC = 'INKSIDX1';
/** Bump when the layout or the analyser changes: an index built by another version is rebuilt, not read. */
const INDEX_FORMAT_VERSION = 2;

export type Column = Uint8Array | Int16Array | Uint16Array | Int32Array | Uint32Array;
export type ColumnKind = 'u8' | 'i16' | 'u16' | 'i32' | 'u32';
const CTORS = { u8: Uint8Array, i16: Int16Array, u16: Uint16Array, i32: Int32Array, u32: Uint32Array };

interface Header {
  version: number;
  columns: Array<{ name: string; kind: ColumnKind; offset: number; length: number }>;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const pad8 = (n: number): number => (n + 7) & ~7;

function kindOf(column: Column): ColumnKind {
  if (column instanceof Int16Array) return 'i16';
  if (column instanceof Uint16Array) return 'u16';
  if (column instanceof Int32Array) return 'i32';
  if (column instanceof Uint32Array) return 'u32';
  return 'u8';
}

function columnsOf(index: SearchIndex): Record<string, Column> {
  index.merge();
  const { docs, dict } = index;
  const n = docs.count;
  const block = index.postings.block();
  const forward = index.forward.raw();
  const columns: Record<string, Column> = {
    terms: encoder.encode(dict.terms.join('\u0000')),
    df: dict.docFreqs(),
    sortedTerms: dict.sorted.all(),
    ids: encoder.encode(docs.ids.join('\u0000')),
    years: docs.years.subarray(0, n),
    deleted: docs.deleted.subarray(0, n),
    offsets: block.offsets,
    docs: block.docs,
    tfs: block.tfs,
    forwardBytes: forward.bytes,
    forwardOffsets: forward.offsets,
  };
  for (let f = 0; f < FIELD_COUNT; f++) columns[`length${f}`] = docs.fieldLengths[f]!.subarray(0, n);
  return columns;
}

/**
 * The serialised index as the chunks of its file, in order: magic, header length, JSON header
 * and padding, then each typed-array column (a view, not a copy) 8-byte aligned. Writing the chunks
 * one after another saves an index without a second copy of it in memory.
 */
export function serializeIndexChunks(index: SearchIndex): Uint8Array[] {
  const columns = columnsOf(index);
  const header: Header = { version: INDEX_FORMAT_VERSION, columns: [] };
  let offset = 0;
  for (const [name, column] of Object.entries(columns)) {
    header.columns.push({ name, kind: kindOf(column), offset, length: column.length });
    offset = pad8(offset + column.byteLength);
  }
  const headerBytes = encoder.encode(JSON.stringify(header));
  const head = new Uint8Array(pad8(MAGIC.length + 4 + headerBytes.length));
  head.set(encoder.encode(MAGIC), 0);
  new DataView(head.buffer).setUint32(MAGIC.length, headerBytes.length, true);
  head.set(headerBytes, MAGIC.length + 4);
  const chunks: Uint8Array[] = [head];
  for (const { name } of header.columns) {
    const column = columns[name]!;
    chunks.push(new Uint8Array(column.buffer, column.byteOffset, column.byteLength));
    const padding = pad8(column.byteLength) - column.byteLength;
    if (padding > 0) chunks.push(new Uint8Array(padding));
  }
  return chunks;
}

/**
 * Serialises an index to one buffer (the chunks of serializeIndexChunks joined), so loading is one
 * read plus zero-copy views.
 */
export function serializeIndex(index: SearchIndex): Uint8Array {
  const chunks = serializeIndexChunks(index);
  const out = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The column layout of a serialised index and where its columns start, from the file's first bytes. */
export function parseIndexHead(bytes: Uint8Array): { columns: Header['columns']; start: number } {
  if (decoder.decode(bytes.subarray(0, MAGIC.length)) !== MAGIC) throw new Error('not an Inkstone search index');
  const headerLength = new DataView(bytes.buffer, bytes.byteOffset).getUint32(MAGIC.length, true);
  const header = JSON.parse(
    decoder.decode(bytes.subarray(MAGIC.length + 4, MAGIC.length + 4 + headerLength)),
  ) as Header;
  if (header.version !== INDEX_FORMAT_VERSION)
    throw new Error(`search index format ${header.version}, expected ${INDEX_FORMAT_VERSION}`);
  return { columns: header.columns, start: pad8(MAGIC.length + 4 + headerLength) };
}

/** Bytes of a file's head that always hold the magic and the header length. */
export const INDEX_HEAD_PREFIX = MAGIC.length + 4;

/** A column's element type, for readers that load columns one by one. */
export function columnCtor(kind: ColumnKind): (typeof CTORS)[ColumnKind] {
  return CTORS[kind];
}

function readColumns(bytes: Uint8Array): Map<string, Column> {
  const { columns: layout, start } = parseIndexHead(bytes);
  const columns = new Map<string, Column>();
  for (const { name, kind, offset, length } of layout) {
    const Ctor = CTORS[kind];
    const at = bytes.byteOffset + start + offset;
    // A view needs an aligned offset; a Buffer from a pool may not give one, so copy then.
    columns.set(
      name,
      at % Ctor.BYTES_PER_ELEMENT === 0
        ? new Ctor(bytes.buffer as ArrayBuffer, at, length)
        : new Ctor(bytes.slice(start + offset, start + offset + length * Ctor.BYTES_PER_ELEMENT).buffer),
    );
  }
  return columns;
}

/**
 * Restores an index from its columns; `forward` replaces the `forwardBytes` column with a source
 * that reads them per document (the index is then read-only).
 */
export function indexFromColumns(c: ReadonlyMap<string, Column>, forward?: ForwardBytesSource): SearchIndex {
  const get = <T extends Column>(name: string): T => c.get(name) as T;
  const split = (name: string): string[] => {
    const text = decoder.decode(get<Uint8Array>(name));
    return text === '' ? [] : text.split('\u0000');
  };
  const lengths = Array.from({ length: FIELD_COUNT }, (_, f) => get<Uint16Array>(`length${f}`));
  const docs = DocTable.restore(split('ids'), get('years'), lengths, get('deleted'));
  const forwardOffsets = get<Uint32Array>('forwardOffsets');
  return new SearchIndex({
    dict: TermDictionary.restore(split('terms'), get('df'), get('sortedTerms')),
    docs,
    postings: new Postings({ offsets: get('offsets'), docs: get('docs'), tfs: get('tfs') }),
    forward: ForwardIndex.restore(
      forward ?? get<Uint8Array>('forwardBytes'),
      forwardOffsets,
      forwardOffsets.length - 1,
    ),
  });
}

/** Restores an index written by serializeIndex (throws on another format version). */
export function deserializeIndex(bytes: Uint8Array): SearchIndex {
  return indexFromColumns(readColumns(bytes));
}
