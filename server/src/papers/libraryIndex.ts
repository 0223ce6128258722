import type { LibraryIdentityRow } from '../db/repos/libraryPapers.js';
import { baseBibkey, uniqueBibkey } from '../literature/bibkey.js';
import { identityKeys } from '../literature/dedupe.js';
import { emptyPaper, type PaperInput } from '../literature/paper.js';

/** Citation keys an imported file may keep: what BibTeX and biber accept without quoting. */
const IMPORTABLE_KEY = /^[A-Za-z0-9_:.\-+/]{1,120}$/;

function paperOfIdentity(row: LibraryIdentityRow): PaperInput {
  return {
    ...emptyPaper(row.title),
    doi: row.doi,
    arxivId: row.arxivId,
    year: row.year,
    authors: row.firstAuthor ? [row.firstAuthor] : [],
  };
}

/**
 * A user's library as far as saving needs it: which papers it has (by DOI, arXiv id, or title +
 * first author + year, as dedupe.ts merges search results) and which bibkeys are taken. Papers
 * added during an import are added here too, so a file that lists a paper twice saves it once.
 */
export class LibraryIndex {
  private readonly entryByIdentity = new Map<string, string>();
  private readonly takenKeys = new Set<string>();

  constructor(rows: readonly LibraryIdentityRow[]) {
    for (const row of rows) this.add(paperOfIdentity(row), row.id, row.bibkey);
  }

  /** The id of the entry that already holds this paper, if any. */
  findExisting(paper: PaperInput): string | undefined {
    for (const key of identityKeys(paper)) {
      const id = this.entryByIdentity.get(key);
      if (id) return id;
    }
    return undefined;
  }

  /**
   * A free bibkey for the paper: the key it was imported with when that is a valid citation key,
   * else the generated one (`vaswani2017attention`), suffixed a, b, … when taken. Reserves it.
   */
  claimBibkey(paper: PaperInput, importedKey?: string | null): string {
    const base = importedKey && IMPORTABLE_KEY.test(importedKey) ? importedKey : baseBibkey(paper);
    return uniqueBibkey(base, this.takenKeys);
  }

  /** Records a saved paper under its entry id and bibkey. */
  add(paper: PaperInput, id: string, bibkey: string): void {
    this.takenKeys.add(bibkey);
    for (const key of identityKeys(paper)) if (!this.entryByIdentity.has(key)) this.entryByIdentity.set(key, id);
  }
}
