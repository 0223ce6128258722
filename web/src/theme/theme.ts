import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { PRIMARY_COLOR } from '@inkstone/shared/constants';

/** Text and the two surfaces, per mode; the dark ones are the primary's navy, not grey (spec §9: #696CFF in both). */
const SURFACES = {
  light: { text: '#2F3349', background: '#F6F6F9', paper: '#FFFFFF' },
  dark: { text: '#E1E2F0', background: '#1E1F2E', paper: '#272839' },
} as const;

/** The primary for text and filled controls in the light theme: #696CFF darkened to pass WCAG AA. */
export const ACCESSIBLE_PRIMARY = '#5A5DE8';

/** Where the navigation stops being an overlay (spec §2: overlay below the large breakpoint). */
export const NAV_BREAKPOINT = 'lg';

/** Width of the vertical navigation. */
export const NAV_WIDTH = 260;

/** spec §9: overlays sit at z-index 2000. */
export const OVERLAY_Z_INDEX = 2000;

const FONT_STACK = [
  'Inter',
  '"Public Sans"',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  'sans-serif',
].join(',');

/**
 * The product theme in light or dark (spec §9: theme choice light, dark or system; primary #696CFF
 * for both) with the "bordered" skin — surfaces are outlined with a 1 px divider instead of shadows.
 */
export function createAppTheme(mode: 'light' | 'dark'): Theme {
  const { text: TEXT, background, paper } = SURFACES[mode];
  const BORDER = alpha(TEXT, mode === 'light' ? 0.12 : 0.14);
  return createTheme({
    palette: {
      mode,
      // On light surfaces #696CFF carries text at 4.0:1 (white on it, or it on white), under WCAG AA's
      // 4.5:1: text and filled controls use a shade darker (5.0:1 on white, 4.7:1 on the background);
      // the brand colour stays in the logo, the browser's theme colour and the decorations.
      primary: { main: mode === 'light' ? ACCESSIBLE_PRIMARY : PRIMARY_COLOR, contrastText: '#fff' },
      secondary: { main: '#808390' },
      success: { main: '#28A745' },
      warning: { main: '#F59E0B' },
      error: { main: '#E5484D' },
      info: { main: '#0EA5E9' },
      // 0.72: secondary text keeps 4.5:1 on the grey background too (0.68 gave 4.47:1).
      text: { primary: TEXT, secondary: alpha(TEXT, 0.72), disabled: alpha(TEXT, 0.4) },
      divider: BORDER,
      background: { default: background, paper },
    },
    shape: { borderRadius: 8 },
    zIndex: {
      drawer: OVERLAY_Z_INDEX,
      modal: OVERLAY_Z_INDEX + 100,
      snackbar: OVERLAY_Z_INDEX + 200,
      tooltip: OVERLAY_Z_INDEX + 300,
    },
    typography: {
      fontFamily: FONT_STACK,
      fontSize: 14,
      h3: { fontWeight: 700, letterSpacing: '-0.02em' },
      h4: { fontWeight: 650, letterSpacing: '-0.015em' },
      h5: { fontWeight: 600, letterSpacing: '-0.01em' },
      h6: { fontWeight: 600 },
      subtitle1: { fontWeight: 500 },
      button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
      overline: { fontWeight: 600, letterSpacing: '0.08em' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
        },
      },
      MuiPaper: {
        defaultProps: { elevation: 0 },
        styleOverrides: { outlined: { borderColor: BORDER } },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 12 } },
      },
      MuiCardContent: {
        styleOverrides: { root: { padding: 24, '&:last-child': { paddingBottom: 24 } } },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 8, paddingInline: 18 }, sizeLarge: { paddingBlock: 10 } },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiOutlinedInput: {
        styleOverrides: { root: { borderRadius: 8 }, notchedOutline: { borderColor: alpha(TEXT, 0.22) } },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
      },
      MuiMenu: {
        defaultProps: { slotProps: { paper: { variant: 'outlined' } } },
        styleOverrides: {
          paper: {
            boxShadow: `0 6px 24px ${mode === 'light' ? 'rgba(47, 51, 73, 0.10)' : 'rgba(0, 0, 0, 0.45)'}`,
            marginTop: 6,
          },
        },
      },
      MuiTab: {
        styleOverrides: { root: { textTransform: 'none', fontWeight: 600, minHeight: 44 } },
      },
      MuiTabs: { styleOverrides: { root: { minHeight: 44 } } },
      MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
      MuiTooltip: { styleOverrides: { tooltip: { fontSize: 12 } } },
      MuiAlert: { styleOverrides: { root: { borderRadius: 8 } } },
    },
  });
}

/** The light theme, the default. */
export const theme = createAppTheme('light');
/** The dark theme. */
export const darkTheme = createAppTheme('dark');
