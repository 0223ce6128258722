import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteCitations } from '../citations/noteCitations';
import { readDocx } from './fromDocx';
import { mathmlOf } from './omml/formulaMathml.test-fixture';
import type { PmNode } from './pmJson';
import { toDocx } from './toDocx';

const run = promisify(execFile);
const hasOffice = spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;
// CI installs LibreOffice (.ci/run); there a missing soffice is a failure, on a developer's machine a skip.
const mustRun = hasOffice || process.env.CI === 'true';

const text = (value: string): PmNode => ({ type: 'text', text: value });
const FRACTION = '\\frac{a+b}{c}';
const SUM = '\\sum_{i=1}^{n} \\sqrt{x_i}';

const DOC: PmNode = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        text('The ratio '),
        { type: 'mathInline', attrs: { latex: FRACTION } },
        text(' was measured twice, as reported in '),
        { type: 'citation', attrs: { bibkeys: ['lecun2015'], label: '[1]' } },
        text('.'),
      ],
    },
    { type: 'paragraph', content: [text('中文段落说明实验结果。')] },
    { type: 'mathBlock', attrs: { latex: SUM } },
  ],
};

// With the works' CSL-JSON, the citation and the bibliography are Zotero fields (zoteroFields.ts).
const CITATIONS: NoteCitations = {
  style: 'ieee',
  isNumeric: true,
  bibtex: '',
  items: [
    { id: 'lecun2015', 'citation-key': 'lecun2015', type: 'article-journal', title: 'Deep learning' },
    { id: 'zhang2020', 'citation-key': 'zhang2020', type: 'article-journal', title: '深度学习综述' },
  ],
  bibliography: [
    {
      bibkey: 'lecun2015',
      text: '[1] Y. LeCun, Y. Bengio, and G. Hinton, “Deep learning,” Nature, 2015.',
      html: '',
      isMissing: false,
    },
    { bibkey: 'zhang2020', text: '[2] 张三. 深度学习综述[J]. 计算机学报, 2020.', html: '', isMissing: false },
  ],
};

describe.runIf(mustRun)('DOCX in LibreOffice', () => {
  let dir = '';
  let file = '';
  // A profile of its own, so parallel runs (and a desktop LibreOffice) never share one.
  const soffice = (...args: string[]) =>
    run('soffice', [`-env:UserInstallation=${pathToFileURL(join(dir, 'profile')).href}`, '--headless', ...args], {
      timeout: 120_000,
    });

  beforeAll(async () => {
    if (!hasOffice) throw new Error('soffice (LibreOffice) is not installed; CI needs it to check the DOCX export');
    dir = mkdtempSync(join(tmpdir(), 'inkstone-docx-'));
    file = join(dir, 'note.docx');
    writeFileSync(file, new Uint8Array(await (await toDocx(DOC, 'Note', CITATIONS)).arrayBuffer()));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('shows the text, the equations, the citation and the bibliography', async () => {
    await soffice('--convert-to', 'pdf', '--outdir', dir, file);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', join(dir, 'note.pdf'), '-']);
    const page = stdout.replace(/\s+/g, ' ');
    expect(page).toContain('The ratio');
    // The citation field's result and the bibliography field's entries are what a reader shows.
    expect(page).toContain('was measured twice, as reported in [1].');
    expect(page).toContain('中文段落说明实验结果。');
    expect(page).toContain('参考文献');
    for (const { text: entry } of CITATIONS.bibliography) expect(page).toContain(entry);
    // Each formula is laid out by LibreOffice Math: its symbols are on the page, not the LaTeX source.
    const hint = 'no formula on the page: LibreOffice lays out OMML only with its Math module (libreoffice-math-nogui)';
    for (const symbol of ['a+b', '∑', '√', 'i=1']) expect(page, hint).toContain(symbol);
    expect(page).not.toContain('\\frac');
  }, 120_000);

  it("reads back the equations and the citation of LibreOffice's own DOCX, without the bibliography", async () => {
    const out = join(dir, 'resaved');
    await soffice('--convert-to', 'docx:MS Word 2007 XML', '--outdir', out, file);
    const bytes = readFileSync(join(out, 'note.docx'));
    const { doc: back, references } = await readDocx(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
    const maths = (back.content ?? [])
      .flatMap((node) => [node, ...(node.content ?? [])])
      .filter((node) => node.type.startsWith('math'));
    expect(maths.map((node) => node.type)).toEqual(['mathInline', 'mathBlock']);
    expect(mathmlOf(String(maths[0]?.attrs?.latex))).toBe(mathmlOf(FRACTION));
    expect(mathmlOf(String(maths[1]?.attrs?.latex))).toBe(mathmlOf(SUM));
    const citations = (back.content ?? [])
      .flatMap((node) => node.content ?? [])
      .filter((node) => node.type === 'citation');
    expect(citations.map((node) => node.attrs)).toEqual([{ bibkeys: ['lecun2015'], locators: [''], label: '[1]' }]);
    expect(references.map((reference) => reference.key)).toEqual(['lecun2015']);
    expect(JSON.stringify(back)).not.toContain('Deep learning,');
  }, 120_000);
});
