import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/**
 * The editor's three arrangements:
 * - wide (≥ 1280 px): notes list, text and AI panel side by side;
 * - medium (md, ≥ 900 px): notes list and text; the AI panel is a drawer;
 * - narrow (phones): the note alone; the notes list and the AI panel are drawers.
 */
export type EditorWidth = 'wide' | 'medium' | 'narrow';

/** 240 (notes) + 672 (text 640 + padding) + 360 (AI) + borders fit from here. */
export const EDITOR_WIDE_PX = 1280;

/** Which arrangement the window has room for. */
export function useEditorWidth(): EditorWidth {
  const theme = useTheme();
  const isWide = useMediaQuery(`(min-width:${EDITOR_WIDE_PX}px)`, { noSsr: true });
  const isMedium = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  if (isWide) return 'wide';
  return isMedium ? 'medium' : 'narrow';
}
