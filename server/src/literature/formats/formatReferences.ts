import type { Paper } from '../paper.js';
import { citationJs } from './citationJs.js';
import { forCiteproc } from './citeprocSafe.js';
import { paperToCsl, type CslItem, type CslName } from './cslItem.js';
import { finishGbtText, prepareGbtItem } from './gbt7714Rules.js';
import { hasNocase } from './nocaseTitle.js';
import type { CitationStyle } from './styles.js';

/** One formatted reference: plain text and the CSL processor's HTML for the same entry. */
export interface FormattedReference {
  bibkey: string;
  text: string;
  html: string;
}

// A reference to an arXiv-only paper needs a way to find it: its abstract page.
const withLink = (paper: Paper): Paper =>
  paper.url || !paper.arxivId ? paper : { ...paper, url: `https://arxiv.org/abs/${paper.arxivId}` };

const CJK = /[\u4e00-\u9fff]/;

/** Chinese by its language, else by Chinese characters in its title, authors, container or publisher. */
function isChineseItem(item: CslItem): boolean {
  if (item.language) return /^zh\b/i.test(item.language);
  const names = (item.author ?? []).map((name) => `${name.family ?? ''}${name.literal ?? ''}`).join('');
  const place = typeof item['publisher-place'] === 'string' ? item['publisher-place'] : '';
  return CJK.test(`${item.title ?? ''}${names}${item['container-title'] ?? ''}${item.publisher ?? ''}${place}`);
}

/** The entry's language as the GB/T rules read it: Chinese items say `zh-CN`, the rest keep theirs or say `en-US`. */
function withEntryLanguage(item: CslItem): CslItem {
  if (isChineseItem(item)) return { ...item, language: 'zh-CN' };
  return item.language ? item : { ...item, language: 'en-US' };
}

// BibTeX's "and others" (a list of names cut short) reaches CSL as a name "others", which citeproc
// prints as one ("Smith, J., & others").
const isOthers = (name: CslName) => !name.given && (name.family ?? name.literal)?.trim().toLowerCase() === 'others';

/**
 * The item without that name: GB/T styles write it as the standard does, "等" in a Chinese entry
 * and "et al." in the rest (GB/T 7714 §8.1.2); the other styles leave it out.
 */
function withoutOthers(item: CslItem, style: CitationStyle): CslItem {
  const cut: CslItem = { ...item };
  for (const field of ['author', 'editor'] as const) {
    const names = item[field];
    if (!Array.isArray(names) || !names.some(isOthers)) continue;
    const kept = (names as CslName[]).filter((name) => !isOthers(name));
    cut[field] = style.gbt7714 ? [...kept, { literal: isChineseItem(item) ? '等' : 'et al.' }] : kept;
  }
  return cut;
}

/**
 * The item citeproc gets: safe names, and for GB/T styles its language and the standard's data
 * rules. The rules read the entry's own language (a Russian title keeps its capitals); the styles
 * then get zh-CN or en-US, choosing their Chinese or English layout: as in the reference
 * implementation, only Chinese entries take the Chinese terms (佚名, 等), a Korean or Japanese one
 * the English (Anon, et al.).
 */
export function readyItem(item: CslItem, style: CitationStyle): CslItem {
  const safe = forCiteproc(withoutOthers(item, style));
  const withLanguage = style.isPerEntryLanguage ? withEntryLanguage(safe) : safe;
  if (!style.gbt7714) return withLanguage;
  const prepared = prepareGbtItem(withLanguage, style.kind === 'author-date', style.gbt7714);
  return prepared.language === 'zh-CN' ? prepared : { ...prepared, language: 'en-US' };
}

/** A bibliography entry as citeproc wrote it, finished by the GB/T edition's rules where the style has them. */
export function finishEntry(entry: string, item: CslItem | undefined, style: CitationStyle): string {
  const edition = style.gbt7714;
  return edition && item
    ? finishGbtText(entry.trim(), withEntryLanguage(item), edition, style.kind === 'author-date')
    : entry.trim();
}

function render(items: readonly CslItem[], style: CitationStyle, format: 'text' | 'html') {
  const { Cite } = citationJs();
  const byId = new Map(items.map((item) => [item.id, item]));
  const entries = new Cite(items.map((item) => readyItem(item, style))).format('bibliography', {
    template: style.id,
    lang: style.locale,
    format,
    asEntryArray: true,
  });
  return new Map(entries.map(([id, entry]) => [id, finishEntry(entry, byId.get(id), style)]));
}

/**
 * CSL items formatted in `style`, in the style's order (numeric styles keep the given order and
 * number it; author-date styles sort). GB/T 7714 styles write each entry in its own language.
 */
export function formatCslItems(items: readonly CslItem[], style: CitationStyle): FormattedReference[] {
  if (items.length === 0) return [];
  const text = render(items, style, 'text');
  const html = render(items, style, 'html');
  return [...text.keys()].map((bibkey) => ({ bibkey, text: text.get(bibkey) ?? '', html: html.get(bibkey) ?? '' }));
}

const isUserImport = (paper: Paper) => paper.sources.some((source) => source.source === 'import');

/**
 * A title from the corpus or a live source is printed as the source wrote it: a style that puts
 * titles in sentence case (GB/T 7714) would lower its proper nouns ("African", "English"), which
 * only a user's own reference file marks (BibTeX's braces).
 */
function titleAsGiven(item: CslItem): CslItem {
  return item.title && !hasNocase(item.title) ? { ...item, title: `<span class="nocase">${item.title}</span>` } : item;
}

/** The CSL item of a paper as `style` prints it. */
export function paperItem(paper: Paper, style: CitationStyle): CslItem {
  const item = paperToCsl(withLink(paper));
  return style.gbt7714 && !isUserImport(paper) ? titleAsGiven(item) : item;
}

/** The reference list of `papers` in `style` (see formatCslItems). */
export function formatReferences(papers: readonly Paper[], style: CitationStyle): FormattedReference[] {
  return formatCslItems(
    papers.map((paper) => paperItem(paper, style)),
    style,
  );
}
