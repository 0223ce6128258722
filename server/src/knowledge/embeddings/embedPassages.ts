import type { AppContext } from '../../context.js';
import * as embeddingsRepo from '../../db/repos/passageEmbeddings.js';
import { semanticSearchOf } from './semanticSearch.js';

/** A passage as it is embedded. */
export interface PassageToEmbed {
  seq: number;
  section: string | null;
  text: string;
}

// Passages per request, and how long one file may spend on embeddings in all: a slow or stuck
// model delays a file's semantic search, never its readiness.
const BATCH = 64;
const FILE_BUDGET_MS = 120_000;
// Models cap their input (often 512–8k tokens); a passage is ~200–400 words, so this rarely cuts.
const MAX_CHARS = 4000;

/**
 * Embeds a file's passages when semantic search is on. Never throws: returns what the user should
 * know when some passages could not be embedded (they are still found by keyword), or null.
 */
export async function embedPassages(
  ctx: AppContext,
  file: { id: string; userId: string },
  passages: readonly PassageToEmbed[],
  budgetMs = FILE_BUDGET_MS,
): Promise<string | null> {
  const embedder = await semanticSearchOf(ctx);
  if (!embedder || passages.length === 0) return null;
  const deadline = AbortSignal.timeout(budgetMs);
  let done = 0;
  try {
    for (let i = 0; i < passages.length; i += BATCH) {
      const batch = passages.slice(i, i + BATCH);
      const texts = batch.map((p) => `${p.section ? `${p.section}\n` : ''}${p.text}`.slice(0, MAX_CHARS));
      const vectors = await embedder.embed(texts, { signal: deadline });
      await embeddingsRepo.upsertMany(
        ctx.db,
        batch.map((p, j) => ({
          fileId: file.id,
          seq: p.seq,
          userId: file.userId,
          model: embedder.model,
          embedding: vectors[j] ?? [],
        })),
      );
      done += batch.length;
    }
    return null;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const reason = deadline.aborted ? 'it took too long' : message.slice(0, 300);
    return `Found by keyword only (${done} of ${passages.length} passages embedded): the embedding model failed: ${reason}`;
  }
}
