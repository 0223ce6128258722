import { authorDisplayName, type PaperInput } from '../paper.js';
import type { IndexDoc } from './fields.js';

/** The searchable view of a paper under the given index id. */
export function paperToIndexDoc(id: string, paper: PaperInput): IndexDoc {
  return {
    id,
    title: paper.title,
    abstract: paper.abstract,
    keywords: paper.keywords.join('; '),
    venue: paper.venue,
    authors: paper.authors.map(authorDisplayName).join('; '),
    year: paper.year,
  };
}
