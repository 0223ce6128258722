import type { IntegrityKind, IntegrityReport } from '@inkstone/shared/api/workflow';

type Found = Map<string, IntegrityKind>;

// Order matters: each span is cut out of the text before the next kinds are looked for, so the
// 2020 of "(Smith, 2020)" or the 2 of "$x^2$" is not also reported as a number.
const FORMULA = /\$\$[\s\S]+?\$\$|\$[^$\n]+?\$|\\\([\s\S]+?\\\)|\\\[[\s\S]+?\\\]/g;
const LATEX_CITE = /\\(?:[a-zA-Z]*cite[a-zA-Z]*|ref|eqref|autoref|cref)\*?(?:\[[^\]]*\])*\{([^}]+)\}/g;
const PANDOC_CITE = /\[(@[\w:.#$%&+?<>~/-]+(?:\s*;\s*@[\w:.#$%&+?<>~/-]+)*)\]/g;
const NUMERIC_CITE = /\[(\d+(?:\s*[-–—,]\s*\d+)*)\]|【(\d+(?:\s*[-–—,，]\s*\d+)*)】/g;
const AUTHOR_YEAR = /\(([^()\n]{1,120}?,\s*(?:\d{4}[a-z]?|n\.d\.)(?:\s*[;,]\s*[^()\n]{0,120}?\d{4}[a-z]?)*)\)/g;
const QUOTE = /“([^”\n]{2,300})”|"([^"\n]{2,300})"|「([^」\n]{2,300})」|『([^』\n]{2,300})』/g;
const NUMBER =
  /(?<![\p{Script=Latin}\p{N}.])\d{1,3}(?:,\d{3})+(?:\.\d+)?%?|(?<![\p{Script=Latin}\p{N}.,])\d+(?:\.\d+)?%?/gu;

const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim();
const normaliseDashes = (s: string) => s.replace(/[–—]/g, '-');

/** Cuts every match of `re` out of `text`, recording `value(match)` under `kind`. */
function take(
  text: string,
  re: RegExp,
  kind: IntegrityKind,
  found: Found,
  value: (m: RegExpExecArray) => string[],
): string {
  return text.replace(re, (...args) => {
    const match = args.slice(0, -2) as unknown as RegExpExecArray;
    for (const v of value(match)) if (v) found.set(`${kind}\u0000${v}`, kind);
    return ' ';
  });
}

/** The protected items of a text, keyed by kind and normalised value. */
function extract(raw: string, includeQuotes: boolean): Found {
  const found: Found = new Map();
  // NFKC folds full-width digits, brackets and commas (（Smith，2020）) into their ASCII forms.
  let text = raw.normalize('NFKC');
  text = take(text, FORMULA, 'formula', found, (m) => [squeeze(m[0])]);
  text = take(text, LATEX_CITE, 'referenceKey', found, (m) => (m[1] ?? '').split(',').map((k) => k.trim()));
  text = take(text, PANDOC_CITE, 'referenceKey', found, (m) =>
    (m[1] ?? '').split(';').map((k) => k.trim().replace(/^@/, '')),
  );
  text = take(text, NUMERIC_CITE, 'citation', found, (m) => [
    `[${normaliseDashes(m[1] ?? m[2] ?? '').replace(/\s+/g, '')}]`,
  ]);
  text = take(text, AUTHOR_YEAR, 'citation', found, (m) => [
    `(${squeeze(m[1] ?? '').replace(/\s*([;,])\s*/g, '$1 ')})`,
  ]);
  if (includeQuotes) {
    text = take(text, QUOTE, 'quote', found, (m) => [squeeze(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '')]);
  }
  take(text, NUMBER, 'number', found, (m) => [m[0].replace(/,/g, '')]);
  return found;
}

function difference(a: Found, b: Found): IntegrityReport['missing'] {
  const out: IntegrityReport['missing'] = [];
  for (const [key, kind] of a) if (!b.has(key)) out.push({ kind, value: key.slice(key.indexOf('\u0000') + 1) });
  return out;
}

/**
 * The integrity guard (issue: "after every rewrite"): checks mechanically that every citation
 * marker ([1], [2-4], 【3】, (Smith, 2020)), reference key (\cite{key}, [@key]), number, formula
 * ($…$, $$…$$, \(…\), \[…\]) and quoted span of the input is still in the output, and lists what
 * the output added (possibly invented). Presence is compared, not counts: merging two sentences that
 * cite [1] is fine. Quoted spans are skipped when the tool translated the text.
 */
export function checkIntegrity(input: string, output: string, opts: { isTranslation?: boolean } = {}): IntegrityReport {
  const includeQuotes = !opts.isTranslation;
  const before = extract(input, includeQuotes);
  const after = extract(output, includeQuotes);
  const missing = difference(before, after);
  const added = difference(after, before);
  return { isIntact: missing.length === 0 && added.length === 0, missing, added };
}
