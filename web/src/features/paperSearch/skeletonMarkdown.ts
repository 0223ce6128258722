import type { AgentPaper, Section } from '@inkstone/shared/api/paperAgent';
import type { PaperAuthorDto } from '@inkstone/shared/api/papers';

/** An author as BibTeX writes it: "Family, Given", or the literal name. */
function bibAuthor(author: PaperAuthorDto): string {
  if ('name' in author) return `{${author.name}}`;
  return author.given ? `${author.family}, ${author.given}` : author.family;
}

/** LaTeX-special characters in free text (titles, venues); identifiers and URLs stay as they are. */
function escapeText(text: string): string {
  return text.replace(/[\\{}]/g, '').replace(/([&%$#_])/g, '\\$1');
}

/** One paper as a BibTeX entry (@article when it has a venue, @misc otherwise). */
export function toBibtexEntry(paper: AgentPaper): string {
  const fields: [string, string | null][] = [
    ['title', `{${escapeText(paper.title)}}`],
    ['author', paper.authors.length ? paper.authors.map(bibAuthor).join(' and ') : null],
    ['journal', paper.venue ? escapeText(paper.venue) : null],
    ['year', paper.year === null ? null : String(paper.year)],
    ['doi', paper.doi],
    ['eprint', paper.arxivId],
    ['url', paper.url ?? paper.pdfUrl],
  ];
  const body = fields
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, value]) => `  ${name} = {${value}}`)
    .join(',\n');
  return `@${paper.venue ? 'article' : 'misc'}{${paper.bibkey},\n${body}\n}`;
}

/** Every kept paper as one BibTeX file. */
export function toBibtex(papers: AgentPaper[]): string {
  return `${papers.map(toBibtexEntry).join('\n\n')}\n`;
}

function authorName(author: PaperAuthorDto): string {
  return 'name' in author ? author.name : [author.given, author.family].filter(Boolean).join(' ');
}

/** A paper as one Markdown reference line. */
function referenceLine(paper: AgentPaper): string {
  const authors = paper.authors.slice(0, 3).map(authorName).join(', ') + (paper.authors.length > 3 ? ' et al.' : '');
  const parts = [authors, paper.year === null ? null : `(${paper.year})`, `*${paper.title}*`, paper.venue];
  const link = paper.doi ? ` https://doi.org/${paper.doi}` : '';
  return `- ${parts.filter(Boolean).join(' ')}${link} [${paper.bibkey}]`;
}

/** The skeleton (merged sections with their reasons and papers) as a Markdown document. */
export function toSkeletonMarkdown(topic: string, sections: Section[], bibDict: Record<string, AgentPaper>): string {
  const blocks = sections.map((section, index) => {
    const papers = section.bibkey.flatMap((key) => (bibDict[key] ? [referenceLine(bibDict[key])] : []));
    return [`## ${index + 1}. ${section.section_name}`, '', `> ${section.reason}`, '', ...papers].join('\n');
  });
  return `# ${topic}\n\n${blocks.join('\n\n')}\n`;
}
