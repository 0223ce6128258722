import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HEAD_BYTES } from './blobStore.js';
import { sniffFileType } from './sniffFileType.js';

const DOCUMENTS = new URL('../../../../shared/fixtures/documents/', import.meta.url);
const headOf = (name: string) => readFileSync(new URL(name, DOCUMENTS)).subarray(0, HEAD_BYTES);

/** A zip holding one stored (uncompressed) entry: what file-type sees at the start of any zip. */
function zipWith(entryName: string, content: string): Buffer {
  const name = Buffer.from(entryName);
  const data = Buffer.from(content);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, data]);
}

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600', 'hex'), Buffer.alloc(64, 2)]);

describe('sniffFileType', () => {
  it('recognises every PDF and DOCX fixture by its first bytes, whatever the name says', async () => {
    const files = readdirSync(DOCUMENTS).filter((name) => /\.(pdf|docx)$/.test(name));
    expect(files.length).toBeGreaterThanOrEqual(10);
    for (const name of files) {
      const expected = name.endsWith('.pdf') ? 'pdf' : 'docx';
      expect((await sniffFileType(headOf(name), 'upload.bin')).kind, name).toBe(expected);
    }
  });

  it('recognises PNG and JPEG, and refuses GIF with the reason', async () => {
    expect(await sniffFileType(PNG, 'figure.jpg')).toEqual({ kind: 'png', mime: 'image/png' });
    expect(await sniffFileType(JPEG, 'photo')).toEqual({ kind: 'jpeg', mime: 'image/jpeg' });
    const gif = await sniffFileType(Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]), 'a.png');
    expect(gif).toEqual({ kind: null, reason: 'The content is a gif file (image/gif).' });
  });

  it('refuses a zip that is not a Word document, and an old .doc, saying why', async () => {
    expect(await sniffFileType(zipWith('notes/readme.txt', 'hello'), 'paper.docx')).toMatchObject({
      kind: null,
      reason: expect.stringContaining('zip archive that is not a Word document'),
    });
    const cfb = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]);
    expect((await sniffFileType(cfb, 'thesis.doc')).kind).toBeNull();
  });

  it('takes the text kind from the extension, and from the content without one', async () => {
    const text = (s: string) => Buffer.from(s);
    expect(await sniffFileType(text('# Title\n\nBody'), 'notes.md')).toMatchObject({ kind: 'markdown' });
    expect(await sniffFileType(text('<html><body>x</body></html>'), 'page.txt')).toMatchObject({ kind: 'txt' });
    expect(await sniffFileType(text('<!DOCTYPE html><p>x'), 'download')).toMatchObject({
      kind: 'html',
      mime: 'text/html',
    });
    expect(await sniffFileType(text('\\documentclass{article}'), 'main')).toMatchObject({ kind: 'latex' });
    expect(await sniffFileType(text('@Article{key2020,\n title={T}}'), 'refs')).toMatchObject({ kind: 'bibtex' });
    expect(await sniffFileType(text('TY  - JOUR\nTI  - T\nER  - '), 'export')).toMatchObject({ kind: 'ris' });
    expect(await sniffFileType(text('论文笔记：第一章'), 'notes')).toMatchObject({ kind: 'txt', mime: 'text/plain' });
    const named: [string, string][] = [
      ['a.tex', 'latex'],
      ['a.bib', 'bibtex'],
      ['a.RIS', 'ris'],
      ['a.htm', 'html'],
    ];
    for (const [name, kind] of named) expect(await sniffFileType(text('plain words'), name)).toMatchObject({ kind });
  });

  it('accepts UTF-8 cut mid-character at the end of the head, refuses other encodings and binary', async () => {
    const cut = Buffer.from('中文'.repeat(10)).subarray(0, 29); // 29 bytes: the last character is incomplete
    expect(await sniffFileType(cut, 'notes.txt')).toMatchObject({ kind: 'txt' });
    const gbk = Buffer.from('d6d0cec4b1cabcc7', 'hex'); // "中文笔记" in GBK
    expect(await sniffFileType(gbk, 'notes.txt')).toMatchObject({
      kind: null,
      reason: expect.stringContaining('UTF-8'),
    });
    expect((await sniffFileType(Buffer.from([0, 1, 2, 3, 0xff, 0xfe, 0]), 'x.txt')).kind).toBeNull();
  });

  it('refuses text that claims to be a PDF or DOCX by its name', async () => {
    expect(await sniffFileType(Buffer.from('just text'), 'paper.pdf')).toEqual({
      kind: null,
      reason: 'The name says .pdf, but the content is text, not that format.',
    });
  });
});
