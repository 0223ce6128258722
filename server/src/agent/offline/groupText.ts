import type { SectionPhrase } from './sectionPhrases.js';

/** Language of names and reasons: the UI language (spec: 'en' or 'cn'). */
export type ReasonLanguage = 'en' | 'cn';

/** Translates a phrase into English or Chinese, or null when it has no translation. */
export type PhraseTranslator = (phrase: string, to: 'en' | 'zh') => string | null;

const HAS_CJK_RE = /\p{sc=Han}/u;

/** Whether a text (a paper, a term) is written in Chinese. */
export function isChinese(text: string): boolean {
  return HAS_CJK_RE.test(text);
}

/**
 * A phrase in the UI language: as written when it already is, else its translation with the
 * original beside ("机器翻译（machine translation）"), else as written.
 */
export function phraseIn(label: string, language: ReasonLanguage, translate?: PhraseTranslator): string {
  const isZh = isChinese(label);
  if (language === 'cn' && !isZh) {
    const zh = translate?.(label, 'zh');
    return zh ? `${zh}（${label}）` : label;
  }
  if (language === 'en' && isZh) {
    const en = translate?.(label, 'en');
    return en ? `${en} (${label})` : label;
  }
  return label;
}

/**
 * A section name from a group's one or two phrases: "Suicide risk and mental health",
 * "水稻产量与施肥管理"; `fallback` when there is none.
 */
export function sectionName(
  phrases: readonly SectionPhrase[],
  language: ReasonLanguage,
  fallback: string,
  translate?: PhraseTranslator,
): string {
  const labels = phrases.map((p) => phraseIn(p.label, language, translate));
  if (labels.length === 0) return fallback;
  // Chinese writes 与 between Chinese words without spaces, with spaces beside Latin ones.
  const and = language === 'en' ? ' and ' : labels.every(isChinese) ? '与' : ' 与 ';
  const joined = labels.join(and);
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

/** How many of the group's papers use both phrases. */
function together(a: SectionPhrase, b: SectionPhrase): number {
  const first = new Set(a.papers);
  return b.papers.filter((p) => first.has(p)).length;
}

function englishReason(phrases: readonly SectionPhrase[], size: number, say: (l: string) => string): string {
  if (phrases.length === 0)
    return `These ${size} papers are closest to each other in wording but share no distinctive phrase.`;
  const [main, second] = [phrases[0]!, phrases[1]];
  const uses = main.papers.length;
  if (size === 1) return `This paper, which shares few phrases with the others, studies “${say(main.label)}”.`;
  if (uses === 1) {
    return `These ${size} papers share no distinctive phrase; one of them studies “${say(main.label)}”.`;
  }
  const subject =
    uses === size ? `${size === 2 ? 'Both' : `All ${size}`} papers study` : `${uses} of these ${size} papers study`;
  if (!second) return `${subject} “${say(main.label)}”.`;
  const both = together(main, second);
  const also =
    both === 0
      ? `${second.papers.length} others address`
      : both === 1
        ? 'one of them also addresses'
        : `${both < uses ? both : uses === 2 ? 'both' : 'all'} of them also address`;
  return `${subject} “${say(main.label)}”; ${also} “${say(second.label)}”.`;
}

function chineseReason(phrases: readonly SectionPhrase[], size: number, say: (l: string) => string): string {
  if (phrases.length === 0) return `这${size}篇文献在用词上彼此最相近，但没有共同的特征短语。`;
  const [main, second] = [phrases[0]!, phrases[1]];
  const uses = main.papers.length;
  if (size === 1) return `这篇文献与其他文献的共同用语较少，单独列为一组，它研究“${say(main.label)}”。`;
  if (uses === 1) return `这${size}篇文献没有共同的特征短语，其中一篇研究“${say(main.label)}”。`;
  const subject = uses === size ? `这${size}篇文献都研究` : `这${size}篇文献中有${uses}篇研究`;
  if (!second) return `${subject}“${say(main.label)}”。`;
  const both = together(main, second);
  const also = both === 0 ? `另有${second.papers.length}篇涉及` : both === uses ? '也都涉及' : `其中${both}篇还涉及`;
  return `${subject}“${say(main.label)}”，${also}“${say(second.label)}”。`;
}

/**
 * Why these papers form a group, in one sentence of the UI language: how many of them use the
 * group's phrase, and how many of those also use the second one. It states what the papers'
 * own words share; nothing here claims a judgement.
 */
export function groupReason(
  phrases: readonly SectionPhrase[],
  size: number,
  language: ReasonLanguage,
  translate?: PhraseTranslator,
): string {
  const say = (label: string) => phraseIn(label, language, translate);
  return language === 'cn' ? chineseReason(phrases, size, say) : englishReason(phrases, size, say);
}
