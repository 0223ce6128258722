import { Marked } from 'marked';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// The text is a model's output: raw HTML is shown as text, links and images as their words only,
// so nothing it writes can run or load anything.
const safeMarked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    link({ tokens }) {
      return this.parser.parseInline(tokens);
    },
    image: ({ text }) => escapeHtml(text),
  },
});

const REFERENCE_HEADINGS = ['References', '参考文献'];

/** The review's text without the reference list the server appends (the page shows that list itself). */
export function bodyWithoutReferences(markdown: string): string {
  for (const heading of REFERENCE_HEADINGS) {
    const at = markdown.lastIndexOf(`\n## ${heading}\n`);
    if (at >= 0) return markdown.slice(0, at).trimEnd();
  }
  return markdown;
}

/**
 * The words of a flagged sentence before its first citation: flags quote the sentence with
 * `[@key]` citations, while the shown text has them rendered in the style, so the lead is what
 * both share.
 */
export function flagLead(sentence: string): string {
  return sentence.split(/\s*\[@/)[0]?.trim() ?? '';
}

function markLead(root: HTMLElement, lead: string): void {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(lead) ?? -1;
    if (at < 0 || node.parentElement?.tagName === 'MARK') continue;
    const text = node as Text;
    const flagged = text.splitText(at);
    flagged.splitText(lead.length);
    const mark = root.ownerDocument.createElement('mark');
    mark.className = 'review-flag';
    flagged.replaceWith(mark);
    mark.append(flagged);
    return;
  }
}

/** The review Markdown as safe HTML, with the flagged sentences marked. */
export function reviewHtml(markdown: string, flaggedSentences: readonly string[]): string {
  const root = document.createElement('div');
  root.innerHTML = safeMarked.parse(markdown, { async: false });
  for (const sentence of flaggedSentences) {
    const lead = flagLead(sentence);
    // A very short lead could match anywhere; the flag is still listed in the citation report.
    if (lead.length >= 12) markLead(root, lead);
  }
  return root.innerHTML;
}
