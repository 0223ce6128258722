/**
 * A citation's locator as the writer types it ("p. 12", "chap. 2", "图 3") and as CSL carries it (a
 * label and the bare number). Used by the server's citation rendering and by the Word export and
 * import (Zotero fields keep `label` and `locator` apart).
 */

// CSL locator labels a writer types before the number; anything else is read as a page.
const LOCATOR_LABELS: [RegExp, string][] = [
  [/^(?:pp?\.?|pages?|页)\s*/i, 'page'],
  [/^(?:chap(?:ter)?\.?|ch\.|章)\s*/i, 'chapter'],
  [/^(?:sec(?:tion)?\.?|§)\s*/i, 'section'],
  [/^(?:fig(?:ure)?\.?|图)\s*/i, 'figure'],
  [/^(?:vol(?:ume)?\.?|卷)\s*/i, 'volume'],
  [/^(?:para(?:graph)?\.?|¶)\s*/i, 'paragraph'],
];

/** A typed locator as CSL wants it: the label it names (a page when none) and the bare number. */
export function parseLocator(raw: string): { label: string; locator: string } {
  const text = raw.trim();
  for (const [pattern, label] of LOCATOR_LABELS) {
    if (pattern.test(text)) return { label, locator: text.replace(pattern, '') };
  }
  return { label: 'page', locator: text };
}

// The short forms Inkstone's picker shows; a CSL label without one is written out ("line 4").
const SHORT_LABELS: Record<string, [one: string, many: string]> = {
  page: ['p.', 'pp.'],
  chapter: ['chap.', 'chap.'],
  section: ['sec.', 'sec.'],
  figure: ['fig.', 'fig.'],
  volume: ['vol.', 'vol.'],
  paragraph: ['para.', 'para.'],
};

/** A CSL label and locator as a writer would type it: page 12 → "p. 12", pages 3-5 → "pp. 3-5". */
export function locatorText(label: string | undefined, locator: string): string {
  const text = locator.trim();
  if (!text) return '';
  const short = SHORT_LABELS[label || 'page'];
  if (!short) return `${label} ${text}`;
  return `${/[-–,&]/.test(text) ? short[1] : short[0]} ${text}`;
}
