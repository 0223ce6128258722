import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { NoteCitations } from '../citations/noteCitations';
import { MIXED_CITATIONS, MIXED_DOC, PNG_BASE64 } from './latexProject.test-fixture';
import { toLatexProject } from './latexProject';
import type { PmNode } from './pmJson';

const PNG = Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0));
const doc = (...content: PmNode[]): PmNode => ({ type: 'doc', content });
const para = (...content: PmNode[]): PmNode => ({ type: 'paragraph', content });
const cite = (bibkeys: string[], locators: string[], label: string | null): PmNode => ({
  type: 'citation',
  attrs: { bibkeys, locators, label },
});
const citationsOf = (keys: string[], isNumeric = true): NoteCitations => ({
  style: isNumeric ? 'ieee' : 'apa',
  isNumeric,
  bibliography: keys.map((bibkey, index) => ({
    bibkey,
    text: isNumeric ? `[${index + 1}] Entry ${bibkey}.` : `Smith, J., & Lee, K. (202${index}). Entry ${bibkey}.`,
    html: '',
    isMissing: false,
  })),
  bibtex: '',
});

async function unzipProject(...args: Parameters<typeof toLatexProject>): Promise<Record<string, Uint8Array>> {
  return unzipSync(await toLatexProject(...args));
}
async function mainTex(...args: Parameters<typeof toLatexProject>): Promise<string> {
  return strFromU8((await unzipProject(...args))['main.tex']!);
}

describe('toLatexProject', () => {
  it('zips main.tex, refs.bib and the images, with a XeLaTeX preamble', async () => {
    const files = await unzipProject(MIXED_DOC, '中文分词 Study', MIXED_CITATIONS);
    expect(Object.keys(files).sort()).toEqual(['images/image-1.png', 'main.tex', 'refs.bib']);
    expect(files['images/image-1.png']).toEqual(PNG);
    expect(strFromU8(files['refs.bib']!)).toBe(MIXED_CITATIONS.bibtex);
    const tex = strFromU8(files['main.tex']!);
    expect(tex).toContain('\\usepackage[UTF8,scheme=plain]{ctex}');
    expect(tex).not.toContain('inputenc');
    expect(tex).toContain('\\includegraphics{images/image-1.png}');
    expect(tex).toContain('准确率 \\& recall & 95\\% \\\\');
    expect(tex).toContain('\\href{https://example.org/a\\%20b\\#sec_1}{the data\\_set}');
  });

  it('cites with locators and lists the bibliography with the note’s own numbers', async () => {
    const tex = await mainTex(MIXED_DOC, 'T', MIXED_CITATIONS);
    expect(tex).toContain('日益广泛\\cite[p. 12]{zhang2020}，');
    expect(tex).toContain('Deep learning \\cite{lecun2015} reaches');
    expect(tex).toContain('\\renewcommand{\\refname}{参考文献}');
    expect(tex).toContain(
      '\\bibitem[{1}]{zhang2020} 张三, 李四. 基于深度学习的中文分词研究[J]. 计算机学报, 2020, 35(4): 1-10.',
    );
    expect(tex).toContain('DOI:10.1038/nature14539. \\url{https://doi.org/10.1038/nature14539}.');
  });

  it('keeps each locator with its own key', async () => {
    const tex = await mainTex(
      doc(para(cite(['a', 'b', 'c'], ['', 'p. 3', ''], '[1-3]'))),
      'T',
      citationsOf(['a', 'b', 'c']),
    );
    expect(tex).toContain('\\cite{a}\\cite[p. 3]{b}\\cite{c}');
    const grouped = await mainTex(doc(para(cite(['a', 'b'], ['', ''], '[1, 2]'))), 'T', citationsOf(['a', 'b']));
    expect(grouped).toContain('\\cite{a,b}');
  });

  it('writes citations as their labels when no bibliography defines their keys', async () => {
    const files = await unzipProject(MIXED_DOC, 'T', null);
    const tex = strFromU8(files['main.tex']!);
    expect(tex).not.toContain('\\cite');
    expect(tex).not.toContain('thebibliography');
    expect(tex).toContain('日益广泛[1, p. 12]，');
    expect(files['refs.bib']).toBeUndefined();
    const unlabelled = await mainTex(doc(para(cite(['gone'], ['p. 4'], null))), 'T', citationsOf(['other']));
    expect(unlabelled).toContain('[gone, p. 4]');
    expect(unlabelled).not.toContain('\\cite');
  });

  it('labels author-date entries by first author and year, titled References in English', async () => {
    const tex = await mainTex(
      doc(para(cite(['s'], [''], '(Smith & Lee, 2020)'))),
      'English',
      citationsOf(['s'], false),
    );
    expect(tex).toContain('\\bibitem[{Smith, 2020}]{s} Smith, J., \\& Lee, K. (2020). Entry s.');
    expect(tex).toContain('\\renewcommand{\\refname}{References}');
  });

  it('leaves out an image it cannot have or include, with a comment', async () => {
    const gif = new TextEncoder().encode('GIF89a');
    const image = (src: string): PmNode => ({ type: 'image', attrs: { src } });
    const fetched: string[] = [];
    const files = await unzipProject(
      doc(
        image('https://x.org/a.png'),
        image('/files/b.gif'),
        image('https://x.org/down.png'),
        image('data:image/png;base64,%%%'),
      ),
      'T',
      null,
      async (src) => {
        fetched.push(src);
        if (src.endsWith('down.png')) throw new Error('offline');
        return src.endsWith('.gif') ? gif : PNG;
      },
    );
    expect(fetched.sort()).toEqual(['/files/b.gif', 'https://x.org/a.png', 'https://x.org/down.png']);
    expect(Object.keys(files).sort()).toEqual(['images/image-1.png', 'main.tex']);
    const tex = strFromU8(files['main.tex']!);
    expect(tex.match(/\\includegraphics/g)).toHaveLength(1);
    expect(tex).toContain('% Image left out (not found, or not PNG, JPEG or PDF): /files/b.gif\n');
    expect(tex).toContain('% Image left out (not found, or not PNG, JPEG or PDF): https://x.org/down.png\n');
    expect(tex).toContain('% Image left out (not found, or not PNG, JPEG or PDF): data:image/png;base64,%%%\n');
  });
});

// The compile is checked with the real tools; a machine without them skips it, CI must have them.
const hasXelatex = spawnSync('xelatex', ['--version']).status === 0;
const mustCompile = process.env.CI === 'true';

describe('the LaTeX project with XeLaTeX', () => {
  it.skipIf(!hasXelatex && !mustCompile)(
    'compiles the mixed Chinese/English fixture and shows its text, citations and bibliography',
    async () => {
      expect(hasXelatex, 'CI=true needs xelatex (texlive-xetex, texlive-lang-chinese)').toBe(true);
      const dir = mkdtempSync(join(tmpdir(), 'inkstone-latex-'));
      try {
        for (const [path, bytes] of Object.entries(await unzipProject(MIXED_DOC, '中文分词 Study', MIXED_CITATIONS))) {
          mkdirSync(dirname(join(dir, path)), { recursive: true });
          writeFileSync(join(dir, path), bytes);
        }
        // Twice: the first run writes the citation labels to main.aux, the second prints them.
        for (let run = 0; run < 2; run++) {
          const xelatex = spawnSync('xelatex', ['-interaction=nonstopmode', '-halt-on-error', 'main.tex'], {
            cwd: dir,
            encoding: 'utf8',
          });
          expect(xelatex.status, xelatex.stdout.slice(-2000)).toBe(0);
        }
        const pdf = spawnSync('pdftotext', ['main.pdf', '-'], { cwd: dir, encoding: 'utf8' });
        expect(pdf.status, pdf.stderr).toBe(0);
        // pdftotext breaks lines, and xeCJK sets a space between Chinese and Latin text.
        const flat = (text: string) => text.replace(/\s+/g, '');
        const text = flat(pdf.stdout);
        for (const expected of [
          '深度学习在中文分词中的应用日益广泛[1, p. 12]',
          'Deep learning [2] reaches 95% accuracy',
          '数据来自公开语料 (50% 抽样)',
          '准确率 & recall',
          '参考文献',
          '基于深度学习的中文分词研究[J]. 计算机学报',
          'Deep learning[J/OL]. Nature, 2015',
          '[not an option] ~^\\ _&#$%{}',
          'if (a % 2) { b(); } // 注释',
        ]) {
          expect(text).toContain(flat(expected));
        }
        expect(text).not.toContain('[?]');
        const images = spawnSync('pdfimages', ['-list', 'main.pdf'], { cwd: dir, encoding: 'utf8' });
        // A header of two lines, then one line per image.
        expect(images.stdout.trim().split('\n')).toHaveLength(3);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
