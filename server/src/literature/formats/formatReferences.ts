import type { Paper } from '../paper.js';
import { citationJs } from './citationJs.js';
import { paperToCsl, type CslItem, type CslName } from './cslItem.js';
import type { CitationStyle } from './styles.js';

/** One formatted reference: plain text and the CSL processor's HTML for the same entry. */
export interface FormattedReference {
  bibkey: string;
  text: string;
  html: string;
}

const isChinese = (paper: Paper) => /^zh\b/i.test(paper.language ?? '') || /[\u4e00-\u9fff]/.test(paper.title);

// A reference to an arXiv-only paper needs a way to find it: its abstract page.
const withLink = (paper: Paper): Paper =>
  paper.url || !paper.arxivId ? paper : { ...paper, url: `https://arxiv.org/abs/${paper.arxivId}` };

/**
 * citeproc-js keeps names and locales in plain objects keyed by the text itself, so a name equal to
 * a member of Object.prototype (`constructor`, `__proto__`, `toString`) or an item language such as
 * `__proto__` crashes it (a 500 found by the schema fuzz). Such a name gets an invisible zero-width
 * space, and a language that is no BCP 47 tag is left out (it only picks the locale of the entry).
 */
const CITEPROC_SAFE_LANGUAGE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;
const safeName = (text: string | undefined) =>
  text !== undefined && text in Object.prototype ? `${text}\u200b` : text;

function forCiteproc(item: CslItem): CslItem {
  const author = item.author?.map((name): CslName => {
    const safe: CslName = { ...name };
    for (const part of ['family', 'given', 'literal'] as const)
      if (name[part] !== undefined) safe[part] = safeName(name[part]);
    return safe;
  });
  const language = item.language && CITEPROC_SAFE_LANGUAGE.test(item.language) ? item.language : undefined;
  return { ...item, author, language };
}

function render(papers: readonly Paper[], style: CitationStyle, lang: string, format: 'text' | 'html') {
  const { Cite } = citationJs();
  const cite = new Cite(papers.map((paper) => forCiteproc(paperToCsl(withLink(paper), style.preprintCslType))));
  const entries = cite.format('bibliography', { template: style.id, lang, format, asEntryArray: true });
  return new Map(entries.map(([id, entry]) => [id, entry.trim()]));
}

/**
 * The reference list of `papers` in `style`, in the style's order (numeric styles keep the given
 * order and number it; author-date styles sort). Styles that write each entry in its own language
 * (GB/T 7714) render the list in both locales and take each entry from its language's rendering:
 * the order and numbering are the same in both, only terms such as 等 / et al. differ.
 */
export function formatReferences(papers: readonly Paper[], style: CitationStyle): FormattedReference[] {
  if (papers.length === 0) return [];
  const primary = {
    text: render(papers, style, style.locale, 'text'),
    html: render(papers, style, style.locale, 'html'),
  };
  const english = style.isPerEntryLanguage
    ? { text: render(papers, style, 'en-US', 'text'), html: render(papers, style, 'en-US', 'html') }
    : primary;
  const byKey = new Map(papers.map((paper) => [paper.bibkey, paper]));
  return [...primary.text.keys()].map((bibkey) => {
    const paper = byKey.get(bibkey)!;
    const source = !style.isPerEntryLanguage || isChinese(paper) ? primary : english;
    return { bibkey, text: source.text.get(bibkey) ?? '', html: source.html.get(bibkey) ?? '' };
  });
}
