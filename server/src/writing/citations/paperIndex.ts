import type { PaperDto } from '@inkstone/shared/api/papers';
import { foldText } from '../../literature/asciiFold.js';
import { authorDisplayName, authorFamily } from '../../literature/paper.js';

/** The fields of a paper the citation checks need. */
export type CitablePaper = Pick<PaperDto, 'bibkey' | 'title' | 'authors' | 'year'> & Partial<PaperDto>;

const authorYearKey = (author: string, year: string | number) => `${foldText(author)}\u0000${year}`;

/**
 * The paper set a text may cite, looked up by key, by number (the order of a numbered reference
 * list) and by first author + year. Nothing outside this set can ever resolve.
 */
export class PaperIndex {
  private readonly byKey = new Map<string, CitablePaper>();
  private readonly byAuthorYear = new Map<string, string[]>();

  constructor(
    papers: readonly CitablePaper[],
    private readonly numbering: readonly string[] = [],
  ) {
    for (const paper of papers) {
      this.byKey.set(paper.bibkey, paper);
      const first = paper.authors[0];
      if (!first || paper.year === null) continue;
      // Both the family name and the whole name: 张三 may be cited as 张三 or, split, as 张.
      for (const name of new Set([authorFamily(first), authorDisplayName(first)])) {
        const key = authorYearKey(name, paper.year);
        this.byAuthorYear.set(key, [...(this.byAuthorYear.get(key) ?? []), paper.bibkey]);
      }
    }
  }

  /** The paper with this key, if it is in the set. */
  get(bibkey: string): CitablePaper | undefined {
    return this.byKey.get(bibkey);
  }

  /** The key cited as number `n` (1-based) of the numbered list. */
  keyOfNumber(n: number): string | undefined {
    const key = this.numbering[n - 1];
    return key !== undefined && this.byKey.has(key) ? key : undefined;
  }

  /** The key of "(Author, 2020)"; a letter suffix (2020b) picks among one author's papers of a year. */
  keyOfAuthorYear(author: string, year: string): string | undefined {
    const suffix = /[a-z]$/.exec(year)?.[0];
    const keys = this.byAuthorYear.get(authorYearKey(author, suffix ? year.slice(0, -1) : year));
    if (!keys) return undefined;
    return suffix ? keys[suffix.charCodeAt(0) - 97] : keys[0];
  }
}
