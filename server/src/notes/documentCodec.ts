import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ProseMirrorDoc } from '@inkstone/shared/api/textEditor';
import { NOTE_CONTENT_MAX_BYTES } from '@inkstone/shared/api/textEditor';
import type { NoteTextWrite, StoredTextPiece } from '../db/repos/noteTextChunks.js';
import type { NoteDocument } from '../db/repos/notes.js';
import { PayloadTooLargeError } from '../errors.js';
import type { PlainTextJson } from './plainTextJson.js';
import { splitSearchText, type SearchTextChunk } from './searchText.js';
import { planSearchText } from './searchTextPlan.js';

const deflateRaw = promisify(zlib.deflateRaw);
const inflateRaw = promisify(zlib.inflateRaw);

const EXCERPT_LENGTH = 160;
const MB = 1024 * 1024;
const LIMIT_MB = NOTE_CONTENT_MAX_BYTES / MB;

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
   * The compressed JSON (raw DEFLATE). Refuses it with 413 `payload_too_large` when the JSON or the
   * plain text is over the note size limit (thrown at once, before anything is written).
   */
  encode(plainText: PlainTextJson): Promise<Buffer> {
    assertWithinLimit('content', this.bytes.length);
    // No escape is shorter than its character, so JSON within the limit is text within it.
    if (plainText.bytes.length > NOTE_CONTENT_MAX_BYTES) assertWithinLimit('text', plainText.utf8Length());
    return this.compressed ?? deflateRaw(this.bytes, { level: 1 });
  }
}

/** A document serialised by the server (on create); see DocumentJson. */
export function serializeDocument(content: ProseMirrorDoc): DocumentJson {
  return new DocumentJson(Buffer.from(JSON.stringify(content)));
}

/** The start of the text on one line, for lists: from the first pieces, so the rest is never decoded. */
function excerptOf(chunks: SearchTextChunk[]): string {
  let start = '';
  for (const chunk of chunks) {
    if (start.length >= EXCERPT_LENGTH * 3) break;
    start += chunk.text;
  }
  const head = start
    .slice(0, EXCERPT_LENGTH * 3)
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(head).slice(0, EXCERPT_LENGTH).join('');
}

/** What a save stores: the note's columns, and what it writes of its text in pieces for search. */
export interface StoredDocument {
  note: NoteDocument;
  text: NoteTextWrite;
}

/**
 * What a note stores for a document and the client's plain-text projection of it, given the
 * pieces of search text stored now (none for a new note): the compressed document, an excerpt, the
 * word count — always counted here, never taken from the client — and the changed pieces.
 */
export async function storeDocument(
  json: DocumentJson,
  plainText: PlainTextJson,
  storedPieces: StoredTextPiece[],
): Promise<StoredDocument> {
  const encoding = json.encode(plainText);
  // The text is split and counted on this thread while zlib compresses on the thread pool.
  const chunks = splitSearchText(plainText);
  const { write, wordCount } = planSearchText(storedPieces, chunks);
  const excerpt = excerptOf(chunks);
  return { note: { content: await encoding, excerpt, wordCount }, text: write };
}

/** The document from its stored form (every row is raw DEFLATE since migration 0010). */
export async function decodeDocument(stored: Buffer): Promise<ProseMirrorDoc> {
  const json = (await inflateRaw(stored)).toString('utf8');
  // Stored only after validation: by ProseMirrorDoc on create, by the JSON reader of syncBody.ts on sync.
  return JSON.parse(json) as ProseMirrorDoc;
}
