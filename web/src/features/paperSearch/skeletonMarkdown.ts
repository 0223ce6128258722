import type { AgentPaper, Section } from '@inkstone/shared/api/paperAgent';
import { authorLine } from './authorNames';

/** A paper as one Markdown reference line. */
function referenceLine(paper: AgentPaper): string {
  const authors = authorLine(paper.authors, 3);
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
