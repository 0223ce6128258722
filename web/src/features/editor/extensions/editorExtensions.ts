import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { CaretScroll } from './caretScroll';
import { Citation } from './citation';
import { CitationChanges } from './citationChanges';
import { CitationFlagsExtension } from './citationFlags';
import { Footnote } from './footnote';
import { MathBlock, MathInline } from './math';
import { NoteDocument } from './noteDocument';
import { Subscript, Superscript } from './scriptMarks';
import { TableKeymap } from './tableKeymap';
import { Table, TableCell, TableHeader, TableRoles, TableRow } from './tableNodes';

/** The one document schema: the editor, the preview and the converters all build from it. */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({ document: false, link: { openOnClick: false, autolink: true } }),
    NoteDocument,
    Subscript,
    Superscript,
    Table,
    TableRow,
    TableCell,
    TableHeader,
    TableRoles,
    TableKeymap,
    Image,
    MathInline,
    MathBlock,
    Footnote,
    Citation,
    CitationFlagsExtension,
    CitationChanges,
    CaretScroll,
  ];
}
