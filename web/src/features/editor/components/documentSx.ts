import type { SxProps, Theme } from '@mui/material/styles';

/** The document's typeface, also the bibliography's under it. */
export const DOCUMENT_FONT = '"Source Serif 4", Georgia, "Songti SC", "SimSun", serif';

/** Typography of a document, shared by the editor and the read-only views. */
export const documentSx: SxProps<Theme> = {
  '& .ProseMirror': {
    outline: 'none',
    fontFamily: DOCUMENT_FONT,
    fontSize: '1.05rem',
    lineHeight: 1.75,
    counterReset: 'footnote',
    minHeight: '100%',
  },
  '& .ProseMirror > * + *': { mt: 1.25 },
  // Long documents: the browser skips layout and paint of blocks off screen, so a keystroke costs the
  // same in a 20,000-word text as in a short one.
  '& .ProseMirror > *': { contentVisibility: 'auto', containIntrinsicSize: 'auto 3em' },
  '& h1, & h2, & h3': { lineHeight: 1.3, mt: 3, mb: 1 },
  '& h1': { fontSize: '1.8rem' },
  '& h2': { fontSize: '1.4rem' },
  '& h3': { fontSize: '1.2rem' },
  '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
  '& pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto', fontSize: '0.9rem' },
  '& code': { fontFamily: 'ui-monospace, Consolas, monospace', fontSize: '0.9em' },
  '& table': { borderCollapse: 'collapse', width: '100%', my: 2 },
  '& td, & th': { border: 1, borderColor: 'divider', px: 1, py: 0.5, verticalAlign: 'top' },
  '& th': { bgcolor: 'action.hover', fontWeight: 600, textAlign: 'left' },
  '& td p, & th p, & li p': { m: 0 },
  '& li + li': { mt: 0.5 },
  '& .selectedCell': { bgcolor: 'action.selected' },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& .math-block': { my: 2, textAlign: 'center', overflowX: 'auto' },
  '& .ProseMirror-selectednode': { outline: '2px solid', outlineColor: 'primary.main', borderRadius: 0.5 },
  '& sup.footnote-ref': { color: 'primary.main', cursor: 'help', fontWeight: 600, px: 0.25 },
  '& sup.footnote-ref::after': { counterIncrement: 'footnote', content: 'counter(footnote)' },
  '& .citation': { color: 'primary.main', whiteSpace: 'nowrap', cursor: 'pointer' },
  '& .citation-missing': { color: 'warning.dark', textDecoration: 'underline dotted' },
  '& .citation-unknown': { color: 'error.main', textDecoration: 'underline wavy' },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 3 },
  '& a': { color: 'primary.main' },
};
