import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { Citation } from './citation';
import { Footnote } from './footnote';
import { MathBlock, MathInline } from './math';
import { Subscript, Superscript } from './scriptMarks';
import { TableKeymap } from './tableKeymap';
import { Table, TableCell, TableHeader, TableRoles, TableRow } from './tableNodes';

/** The one document schema: the editor, the preview and the converters all build from it. */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({ link: { openOnClick: false, autolink: true } }),
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
  ];
}
