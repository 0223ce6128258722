import type { SniffResult } from './sniffFileType.js';

const BY_EXTENSION = {
  md: 'markdown',
  markdown: 'markdown',
  txt: 'txt',
  text: 'txt',
  html: 'html',
  htm: 'html',
  tex: 'latex',
  latex: 'latex',
  bib: 'bibtex',
  ris: 'ris',
} as const;

const MIME = {
  markdown: 'text/markdown',
  txt: 'text/plain',
  html: 'text/html',
  latex: 'application/x-latex',
  bibtex: 'application/x-bibtex',
  ris: 'application/x-research-info-systems',
} as const;

type TextKind = keyof typeof MIME;

/** The text kind its content shows, for a name without a known extension; null when nothing stands out. */
function kindByContent(text: string): TextKind | null {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (/^(<!doctype html|<html[\s>])/i.test(start)) return 'html';
  if (/^TY {2}- /m.test(start.slice(0, 200))) return 'ris';
  if (/^@(article|book|inproceedings|incollection|misc|phdthesis|mastersthesis|techreport|online)\s*\{/im.test(start))
    return 'bibtex';
  if (/\\documentclass|\\begin\{document\}/.test(start)) return 'latex';
  if (/^#{1,6} \S/m.test(start) || /^```/m.test(start)) return 'markdown';
  return null;
}

/**
 * Which text kind a UTF-8 file is: the extension decides when it names one (a `.txt` holding HTML is
 * shown as the text it is), otherwise the content, otherwise plain text.
 */
export function textKindOf(text: string, extension: string): SniffResult {
  const kind: TextKind =
    (BY_EXTENSION as Record<string, TextKind | undefined>)[extension] ?? kindByContent(text) ?? 'txt';
  return { kind, mime: MIME[kind] };
}
