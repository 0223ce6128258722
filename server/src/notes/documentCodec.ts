import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ProseMirrorDoc } from '@inkstone/shared/api/textEditor';
import { NOTE_CONTENT_MAX_BYTES } from '@inkstone/shared/api/textEditor';
import { countWords } from '@inkstone/shared/wordCount';
import type { NoteDocument } from '../db/repos/notes.js';
import { PayloadTooLargeError } from '../errors.js';
import { splitSearchText, type SearchTextChunk } from './searchText.js';

const deflateRaw = promisify(zlib.deflateRaw);
const inflateRaw = promisify(zlib.inflateRaw);

const EXCERPT_LENGTH = 160;
const MB = 1024 * 1024;
const LIMIT_MB = NOTE_CONTENT_MAX_BYTES / MB;

// UTF-8 needs at most 3 bytes per UTF-16 code unit, so shorter strings need no byte count.
const SURELY_WITHIN_LIMIT = Math.floor(NOTE_CONTENT_MAX_BYTES / 3);

function assertWithinLimit(what: string, bytes: number): void {
  if (bytes <= NOTE_CONTENT_MAX_BYTES) return;
  const size = (bytes / MB).toFixed(1);
  throw PayloadTooLargeError(
    `This note's ${what} is ${size} MB; a note can hold at most ${LIMIT_MB} MB. Split it into several notes.`,
  );
}

/**
 * A document as the JSON the server stores and the size limit applies to, with its compression
 * (DEFLATE on zlib's thread pool) started at once: `sync` makes this as soon as the body's
 * `content` has been read, so the compression overlaps reading the plain text and the checks.
 *
 * The embedded database moves parameters through JavaScript and compresses in WebAssembly, both
 * slow per byte; compressing here, natively and off the main thread, sends far fewer bytes (decisions/009).
 */
export class DocumentJson {
  /** Undefined when the JSON is over the limit: it is refused, so there is no point. */
  private readonly compressed: Promise<Buffer> | undefined;

  constructor(readonly bytes: Buffer) {
    if (bytes.length > NOTE_CONTENT_MAX_BYTES) return;
    this.compressed = deflateRaw(bytes, { level: 1 });
    // A request refused before its save never awaits this; a failure would then go unhandled.
    this.compressed.catch(() => undefined);
  }

  /**
   * The compressed JSON (raw DEFLATE). Refuses it with 413 `payload_too_large` when the JSON or
   * `plainText` is over the note size limit (checked before the first await, so nothing is written).
   */
  async encode(plainText: string): Promise<Buffer> {
    assertWithinLimit('content', this.bytes.length);
    if (plainText.length > SURELY_WITHIN_LIMIT) assertWithinLimit('text', Buffer.byteLength(plainText));
    return this.compressed ?? deflateRaw(this.bytes, { level: 1 });
  }
}

/** A document serialised by the server (on create); see DocumentJson. */
export function serializeDocument(content: ProseMirrorDoc): DocumentJson {
  return new DocumentJson(Buffer.from(JSON.stringify(content)));
}

/** The start of the text on one line, for lists. */
function excerptOf(plainText: string): string {
  const head = plainText
    .slice(0, EXCERPT_LENGTH * 3)
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(head).slice(0, EXCERPT_LENGTH).join('');
}

/** What a save stores: the note's columns, and its text in pieces for search (see searchText.ts). */
export interface StoredDocument {
  note: NoteDocument;
  searchText: SearchTextChunk[];
}

/**
 * What a note stores for a document and the client's plain-text projection of it: the compressed
 * document, an excerpt, the word count — always counted here, never taken from the client — and
 * the text in pieces for search.
 */
export async function storeDocument(json: DocumentJson, plainText: string): Promise<StoredDocument> {
  const encoding = json.encode(plainText);
  // The text is projected on this thread while zlib compresses on the thread pool.
  const excerpt = excerptOf(plainText);
  const wordCount = countWords(plainText);
  const searchText = splitSearchText(plainText);
  return { note: { content: await encoding, excerpt, wordCount }, searchText };
}

/** The document from its stored form (every row is raw DEFLATE since migration 0010). */
export async function decodeDocument(stored: Buffer): Promise<ProseMirrorDoc> {
  const json = (await inflateRaw(stored)).toString('utf8');
  // Stored only after validation: by ProseMirrorDoc on create, by the JSON reader of syncBody.ts on sync.
  return JSON.parse(json) as ProseMirrorDoc;
}
