/** Section names that stand alone as headings in papers and theses (English and Chinese). */
const NAMED = new RegExp(
  '^(?:abstract|summary|introduction|background|related work|methods?|materials and methods|' +
    'methodology|results?|results and discussion|discussion|conclusions?|limitations|' +
    'acknowledge?ments?|references|bibliography|literature cited|works cited|appendix(?: [a-z0-9].*)?|' +
    'supplementary (?:materials?|information)|data availability|code availability|author contributions|' +
    'competing interests|funding|figures|tables|keywords|' +
    '摘要|参考文献|致谢|附录.*|目录|结论|引言|绪论|总结与展望|声明|个人简历.*)$',
  'i',
);
// "1 Introduction", "2.3 Training", "A.1 Data", "IV. RESULTS", "第1章 引言", "3.2 实验结果".
const NUMBERED = /^(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?|[A-Z]\.(?:\d{1,2}(?:\.\d{1,2})?\.?)?|[IVX]{1,5}\.)\s+\S/u;
const CHAPTER = /^第\s*[一二三四五六七八九十百\d]+\s*[章节篇部分]/u;

/**
 * Whether a short line of text reads like a section heading by its wording alone. Layout (a
 * larger font, a line standing apart) is judged by the caller; this only rules text in or out.
 */
export function looksLikeHeading(text: string): boolean {
  const line = text.trim();
  if (!line || line.length > 90) return false;
  // Letter-spaced CJK headings ("摘 要", "参 考 文 献") read without their spaces.
  const compact = line.replace(/(?<=\p{Script=Han})\s+(?=\p{Script=Han})/gu, '');
  if (NAMED.test(compact.replace(/[.:：]$/, ''))) return true;
  if (CHAPTER.test(compact)) return true;
  if (!NUMBERED.test(compact)) return false;
  // A numbered heading is a short title: no sentence punctuation, few words, mostly letters.
  if (/[,;，；。]|\.$|\d{4}/.test(compact)) return false;
  const words = compact.split(/\s+/).length;
  return words <= 14 && /\p{L}{2}/u.test(compact);
}

/** Whether a heading names the reference list. */
export function isReferencesHeading(text: string): boolean {
  const compact = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/(?<=\p{Script=Han})\s+(?=\p{Script=Han})/gu, '')
    .replace(/^(?:\d{1,2}\.?|[IVX]{1,5}\.)\s+/, '');
  return /^(?:references|bibliography|literature cited|works cited|参考文献)[.:：]?$/i.test(compact);
}
