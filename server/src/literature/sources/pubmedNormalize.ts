import type { CslReference } from '@inkstone/shared/api/cslReference';
import { toCslReference } from '../formats/cslReference.js';
import { normalizeDoi } from '../identifiers.js';
import { emptyPaper, type PaperAuthor, type PaperInput } from '../paper.js';
import { pageRange } from './sourceReferences.js';
import { collapseSpace, parseXml, textOf } from './xml.js';

type Node = Record<string, unknown>;

/** PMIDs of an esearch answer (https://www.ncbi.nlm.nih.gov/books/NBK25499/#chapter4.ESearch). */
export function parseEsearchIds(xml: string): string[] {
  const doc = parseXml(xml, ['Id']);
  const result = (doc.eSearchResult ?? {}) as { IdList?: { Id?: unknown[] } | string };
  const list = typeof result.IdList === 'object' ? (result.IdList.Id ?? []) : [];
  return list.map((id) => textOf(id).trim()).filter(Boolean);
}

const ARRAYS = ['PubmedArticle', 'Author', 'AbstractText', 'ArticleId', 'Keyword', 'KeywordList', 'Language'];

/** Papers of an efetch `db=pubmed` XML answer (PubmedArticleSet). */
export function parsePubmedArticles(xml: string): PaperInput[] {
  const doc = parseXml(xml, ARRAYS);
  const set = (doc.PubmedArticleSet ?? {}) as { PubmedArticle?: Node[] };
  return (set.PubmedArticle ?? []).map(fromPubmedArticle);
}

/** One PubmedArticle in the shared paper model. */
export function fromPubmedArticle(article: Node): PaperInput {
  const citation = (article.MedlineCitation ?? {}) as Node;
  const art = (citation.Article ?? {}) as Node;
  const journal = (art.Journal ?? {}) as Node;
  const pubDate = ((journal.JournalIssue as Node | undefined)?.PubDate ?? {}) as Node;
  const pmid = textOf(citation.PMID).trim();
  const ids = (((article.PubmedData as Node | undefined)?.ArticleIdList as Node | undefined)?.ArticleId ??
    []) as Node[];
  const doi = normalizeDoi(textOf(ids.find((i) => i['@_IdType'] === 'doi')?.['#text'] ?? ''));
  const year = /\d{4}/.exec(textOf(pubDate.Year) || textOf(pubDate.MedlineDate))?.[0];
  const languages = (art.Language ?? []) as unknown[];
  return {
    ...emptyPaper(collapseSpace(textOf(art.ArticleTitle))),
    authors: authorsOf(art),
    year: year ? Number(year) : null,
    venue: collapseSpace(textOf(journal.Title)) || null,
    abstract: abstractOf(art),
    doi,
    pmid: pmid || null,
    url: pmid ? `https://pubmed.ncbi.nlm.nih.gov/${pmid}/` : null,
    // MEDLINE uses ISO 639-2 codes; only the common English case is mapped to BCP 47.
    language: textOf(languages[0]) === 'eng' ? 'en' : textOf(languages[0]) || null,
    keywords: ((citation.KeywordList as Node[] | undefined) ?? []).flatMap((l) =>
      ((l.Keyword as unknown[]) ?? []).map((k) => collapseSpace(textOf(k))),
    ),
    sources: pmid ? [{ source: 'pubmed', id: pmid }] : [],
    csl: referenceOf(art, journal),
  };
}

/** The journal issue and pages of a MEDLINE article (MedlinePgn writes ranges short: "244-55"). */
function referenceOf(art: Node, journal: Node): CslReference {
  const issue = (journal.JournalIssue ?? {}) as Node;
  const pagination = (art.Pagination ?? {}) as Node;
  return toCslReference({
    type: 'article-journal',
    volume: textOf(issue.Volume),
    issue: textOf(issue.Issue),
    page: textOf(pagination.MedlinePgn) || pageRange(textOf(pagination.StartPage), textOf(pagination.EndPage)),
    ISSN: textOf(journal.ISSN),
    'container-title-short': textOf(journal.ISOAbbreviation),
  });
}

function authorsOf(art: Node): PaperAuthor[] {
  const list = ((art.AuthorList as Node | undefined)?.Author ?? []) as Node[];
  return list.flatMap((a): PaperAuthor[] => {
    const family = textOf(a.LastName).trim();
    const given = textOf(a.ForeName).trim() || textOf(a.Initials).trim();
    if (family) return [given ? { given, family } : { name: family }];
    const collective = collapseSpace(textOf(a.CollectiveName));
    return collective ? [{ name: collective }] : [];
  });
}

/** Structured abstracts keep their section labels: "BACKGROUND: … METHODS: …". */
function abstractOf(art: Node): string | null {
  const parts = ((art.Abstract as Node | undefined)?.AbstractText ?? []) as unknown[];
  const text = parts
    .map((part) => {
      const label = typeof part === 'object' && part ? (part as Node)['@_Label'] : undefined;
      const body = collapseSpace(textOf(part));
      return label ? `${textOf(label)}: ${body}` : body;
    })
    .filter(Boolean)
    .join(' ');
  return text || null;
}
