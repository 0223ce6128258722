import { FilePaperStore } from '../literature/catalog/filePaperStore.js';
import { saveIndex } from '../literature/search/indexFile.js';
import { paperToIndexDoc } from '../literature/search/paperDoc.js';
import { SearchIndex } from '../literature/search/searchIndex.js';

/**
 * `node buildSearchIndex.js STORE INDEX`: builds the search index of a persisted paper store and
 * saves it to INDEX. The server runs it in a child process so the memory of a build (term tables
 * growing, postings merged) is never in the server's own peak. Prints one JSON line with the
 * papers indexed and this process's peak RSS.
 */
async function main([storePath, indexPath]: string[]): Promise<void> {
  if (!storePath || !indexPath) throw new Error('usage: buildSearchIndex.js STORE INDEX');
  const store = FilePaperStore.open(storePath);
  const index = new SearchIndex();
  try {
    for (const [id, paper] of store.entries()) index.add(paperToIndexDoc(id, paper));
  } finally {
    store.close();
  }
  await saveIndex(index, indexPath);
  const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  process.stdout.write(`${JSON.stringify({ papers: index.size, peakRssMb })}\n`);
}

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`building the search index failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
