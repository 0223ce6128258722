import { buffer } from 'node:stream/consumers';
import type { FileMetadataDto } from '@inkstone/shared/api/file';
import type { AppContext } from '../context.js';
import * as filesRepo from '../db/repos/knowledgeFiles.js';
import * as passagesRepo from '../db/repos/filePassages.js';
import * as tasksRepo from '../db/repos/tasks.js';
import type { KnowledgeFileRow } from '../db/schema/index.js';
import { extractDocument } from './extract/extractDocument.js';
import { extractMetadata, type DocumentMetadata } from './extract/metadata/extractMetadata.js';
import { toPassages } from './extract/toPassages.js';
import type { DocumentKind, ExtractedDocument } from './extract/types.js';
import { embedPassages } from './embeddings/embedPassages.js';
import type { FileTaskInput } from './fileTask.js';
import { linkLibraryEntry } from './libraryLink.js';
import { indexedText } from './search/passageTerms.js';

// Stored kinds whose text is read; the rest (images) are kept as files without passages.
const READABLE: Record<string, DocumentKind> = {
  pdf: 'pdf',
  docx: 'docx',
  markdown: 'markdown',
  txt: 'text',
  bibtex: 'text',
  ris: 'text',
  html: 'html',
  latex: 'latex',
};

/** The metadata the API shows, from what extraction read. */
export function metadataDto(metadata: DocumentMetadata): FileMetadataDto {
  return {
    title: metadata.title,
    authors: metadata.authors.map((author) => author.name),
    year: metadata.year,
    doi: metadata.doi,
    arxivId: metadata.arxivId,
    abstract: metadata.abstract,
    referenceCount: metadata.references?.count ?? null,
  };
}

/** What is worth saying about a ready file: a scan without text, or text found by OCR. */
function readingNote(doc: ExtractedDocument, passages: number): string | null {
  if (!doc.hasTextLayer && !doc.ocrUsed) return 'No text (scanned): install tesseract-ocr to read scans.';
  if (doc.ocrUsed) return 'Read by OCR (scanned).';
  return passages === 0 ? 'No text found in the file.' : null;
}

async function readFile(ctx: AppContext, file: KnowledgeFileRow): Promise<void> {
  const stage = (values: Parameters<typeof filesRepo.setStatus>[2]) =>
    filesRepo.setStatus(ctx.db, file.id, { ...values, updatedAt: ctx.clock.now() });
  const kind = READABLE[file.kind];
  if (!kind) return stage({ status: 'ready', statusDetail: 'An image: kept as a file, with no text to search.' });
  await stage({ status: 'extracting', statusDetail: null });
  const blob = await ctx.blobs.getStream(file.blobKey);
  if (!blob) throw new Error('The file’s bytes are missing from storage.');
  const doc = await extractDocument(new Uint8Array(await buffer(blob.body)), kind);
  const metadata = extractMetadata(doc);
  const passages = toPassages(doc);
  await stage({
    status: 'indexing',
    pages: doc.pages.length,
    hasTextLayer: doc.hasTextLayer,
    metadata: metadataDto(metadata),
  });
  await passagesRepo.replaceAll(
    ctx.db,
    file.id,
    file.userId,
    passages.map((passage) => ({
      seq: passage.index,
      pageFrom: passage.pageFrom,
      pageTo: passage.pageTo,
      section: passage.section,
      text: passage.text,
      indexedText: indexedText(file.userId, `${passage.section ?? ''}\n${passage.text}`),
    })),
  );
  const embeddingNote = await embedPassages(
    ctx,
    file,
    passages.map((passage) => ({ seq: passage.index, section: passage.section, text: passage.text })),
  );
  const libraryPaperId = await linkLibraryEntry(ctx, file, metadata);
  const statusDetail = [readingNote(doc, passages.length), embeddingNote].filter(Boolean).join(' ') || null;
  await stage({ status: 'ready', statusDetail, libraryPaperId });
}

/**
 * Runs a file's processing task: queued → extracting → indexing → ready, or failed with the reason
 * the user sees. A task another worker claimed, or whose file is gone, is left alone.
 */
export async function runFileTask(ctx: AppContext, taskId: string): Promise<void> {
  const task = await tasksRepo.claim(ctx.db, taskId, ctx.clock.now());
  if (!task) return;
  const { fileId } = task.input as FileTaskInput;
  const file = await filesRepo.findById(ctx.db, fileId);
  try {
    if (file) await readFile(ctx, file);
    await tasksRepo.finish(ctx.db, taskId, { status: 'succeeded', result: { fileId }, preview: '' }, ctx.clock.now());
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    if (file)
      await filesRepo.setStatus(ctx.db, file.id, {
        status: 'failed',
        statusDetail: `The file could not be read: ${reason}`,
        updatedAt: ctx.clock.now(),
      });
    await tasksRepo.finish(
      ctx.db,
      taskId,
      { status: 'failed', errorCode: 'file_unreadable', errorMsg: reason },
      ctx.clock.now(),
    );
  }
}
