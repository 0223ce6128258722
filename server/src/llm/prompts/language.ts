import type { Language } from '@inkstone/shared/constants';

/** The main script of a text, as far as the prompts care. */
export type Script = 'chinese' | 'japanese' | 'korean' | 'latin';

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const HANGUL = /\p{Script=Hangul}/gu;
const HAN = /\p{Script=Han}/gu;
const LATIN_WORD = /\p{Script=Latin}+/gu;

const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;

/**
 * Detects whether a text is mainly CJK or Latin: CJK characters against Latin words, so a Chinese
 * paragraph with English terms stays Chinese. Kana makes CJK text Japanese, Hangul Korean.
 */
export function detectScript(text: string): Script {
  const kana = count(text, KANA);
  const hangul = count(text, HANGUL);
  const han = count(text, HAN);
  if (kana + hangul + han <= count(text, LATIN_WORD)) return 'latin';
  if (hangul > kana && hangul > han) return 'korean';
  return kana > 0 ? 'japanese' : 'chinese';
}

const NAMES: Record<Script, string> = {
  chinese: 'Chinese',
  japanese: 'Japanese',
  korean: 'Korean',
  latin: 'the language of the input (English unless the input is in another language)',
};

const TARGETS: Record<Language, { script: Script; name: string }> = {
  en: { script: 'latin', name: 'English' },
  cn: { script: 'chinese', name: 'Simplified Chinese' },
};

/** True when the request asks for a language other than the input's: the tool then also translates. */
export function isTranslation(text: string, language: Language | undefined): boolean {
  return !!language && TARGETS[language].script !== detectScript(text);
}

/** The sentence of the system prompt that fixes the output language. */
export function languageRule(text: string, language: Language | undefined): string {
  if (language && isTranslation(text, language)) {
    return `Write the result in ${TARGETS[language].name}, translating the input faithfully as you go.`;
  }
  const script = language ? TARGETS[language].script : detectScript(text);
  return `Write the result in ${NAMES[script]}, the same language as the input; do not translate it.`;
}
