/**
 * `tsx bench/gbt7714FullSet.ts --upstream DIR --out DIR`: writes the whole of both standards'
 * examples in the shape of ../shared/data/gbt7714-examples (its PROVENANCE.md), from a copy of
 * `zepinglee/gbt7714-bibtex-style` (LPPL 1.3c; a checkout or a bare git directory, at 65069ed as
 * the folder was made from), so that `npm run eval:references -- --dir OUT` scores the held-back
 * half too and the year letters come out of the whole list, as they did in the reference run. The
 * plain text follows the folder's rules; on the folder's own keys it is checked to be the same.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sharedDataDir } from '../server/src/literature/eval/sharedDir.ts';

const { values } = parseArgs({ options: { upstream: { type: 'string' }, out: { type: 'string' } } });
if (!values.upstream || !values.out) {
  console.error('usage: tsx bench/gbt7714FullSet.ts --upstream DIR --out DIR');
  process.exit(2);
}
const upstream = values.upstream;
const out = values.out;

const readUpstream = (path: string) =>
  existsSync(join(upstream, path))
    ? readFileSync(join(upstream, path), 'utf8')
    : execFileSync('git', ['--git-dir', upstream, 'show', `HEAD:${path}`], { encoding: 'utf8', maxBuffer: 1 << 26 });

/** Each `\bibitem[…]{key}` of a `.tlg` test log with the LaTeX of its entry. */
function bibitems(tlg: string): Map<string, string> {
  const body = tlg.split('\\begin{thebibliography}')[1]?.split('\\end{thebibliography}')[0] ?? '';
  const items = new Map<string, string>();
  for (const block of body.split(/\n(?=\\bibitem)/)) {
    if (!block.startsWith('\\bibitem')) continue;
    const newline = block.indexOf('\n');
    const key = /\{([^{}]*)\}\s*$/.exec(block.slice(0, newline))?.[1];
    if (key) items.set(key, block.slice(newline + 1).trim());
  }
  return items;
}

/** The folder's plain text of an entry's LaTeX (PROVENANCE.md), with the few commands its entries use. */
function plain(tex: string): string {
  return tex
    .replace(/\\times/g, '×')
    .replace(/\\quad|\\newblock/g, ' ')
    .replace(/\\allowbreak/g, '')
    .replace(/\{\\natexlab\{([a-z]+)\}\}/g, '$1')
    .replace(/\\(?:url|doi|cstr)\{([^{}]*)\}/g, '$1')
    .replace(/~/g, ' ')
    .replace(/\\([&%_#$])/g, '$1')
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const EDITIONS = [
  { edition: '2015', bib: 'tests/support/gbt7714-2015-examples.bib' },
  { edition: '2025', bib: 'gbt7714-examples.bib' },
];
mkdirSync(out, { recursive: true });
const shared = sharedDataDir();
for (const { edition, bib } of EDITIONS) {
  const numeric = bibitems(readUpstream(`tests/testfiles/${edition}-numeric.tlg`));
  const authoryear = bibitems(readUpstream(`tests/testfiles/${edition}-authoryear.tlg`));
  const rows = [...numeric].map(([key, tex]) => {
    const authoryearTex = authoryear.get(key) ?? '';
    return {
      key,
      numeric_tex: tex,
      numeric: plain(tex),
      authoryear_tex: authoryearTex,
      authoryear: plain(authoryearTex),
    };
  });
  writeFileSync(join(out, `examples-${edition}.bib`), readUpstream(bib));
  writeFileSync(join(out, `expected-${edition}.jsonl`), rows.map((row) => JSON.stringify(row)).join('\n') + '\n');
  const folder = shared && join(shared, `data/gbt7714-examples/expected-${edition}.jsonl`);
  let differ = 0;
  if (folder && existsSync(folder)) {
    const mine = new Map(rows.map((row) => [row.key, JSON.stringify(row)]));
    for (const line of readFileSync(folder, 'utf8').split('\n').filter(Boolean)) {
      const row = JSON.parse(line) as { key: string };
      if (mine.get(row.key) !== JSON.stringify(row)) differ += 1;
    }
  }
  console.log(
    `${edition}: ${rows.length} entries; ${folder && existsSync(folder) ? `${differ} differ from the folder's` : 'folder not found'}`,
  );
}
