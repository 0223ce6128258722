import type { Language } from '@inkstone/shared/constants';
import type { Section } from '@inkstone/shared/api/paperAgent';

/** Name and reason of the section that takes papers the model left out. */
const LEFTOVER: Record<Language, { name: string; reason: string }> = {
  en: { name: 'Other related work', reason: 'Relevant papers that did not fit the themes above.' },
  cn: { name: '其他相关研究', reason: '与主题相关、但不属于以上方向的文献。' },
};

/**
 * Makes an outline cover the kept papers exactly: unknown keys are dropped, a key in several sections
 * stays only in the first, empty sections go, and every missing key is put back into the section that
 * `homeOf` names for it (by section name, when the outline has it) or else a final "other" section.
 * Returns the fixed sections and how many keys had to be moved.
 */
export function coverExactly(
  sections: readonly Section[],
  keys: readonly string[],
  language: Language,
  homeOf: (key: string) => string | undefined = () => undefined,
): { sections: Section[]; repaired: number } {
  const wanted = new Set(keys);
  const placed = new Set<string>();
  let repaired = 0;
  const out = sections.map((s) => ({
    ...s,
    bibkey: s.bibkey.filter((key) => {
      const isNew = wanted.has(key) && !placed.has(key);
      if (isNew) placed.add(key);
      else repaired++;
      return isNew;
    }),
  }));
  const byName = new Map(out.map((s) => [s.section_name, s]));
  let leftover: Section | undefined;
  for (const key of keys) {
    if (placed.has(key)) continue;
    placed.add(key);
    repaired++;
    const home = byName.get(homeOf(key) ?? '');
    if (home) {
      home.bibkey.push(key);
      continue;
    }
    leftover ??= { section_name: LEFTOVER[language].name, bibkey: [], reason: LEFTOVER[language].reason };
    leftover.bibkey.push(key);
  }
  const fixed = out.filter((s) => s.bibkey.length > 0);
  return { sections: leftover ? [...fixed, leftover] : fixed, repaired };
}
