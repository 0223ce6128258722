import useMediaQuery from '@mui/material/useMediaQuery';
import { themeModeOf, type ThemeMode } from '../lib/themeChoice';
import { themeChoiceStore } from '../lib/themeStore';
import { useStore } from './useStore';

/** The palette to draw in: the device's choice, with `system` following `prefers-color-scheme` live. */
export function useThemeMode(): ThemeMode {
  const choice = useStore(themeChoiceStore);
  // noSsr: the first render already knows the answer, so a system-dark page never starts light.
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  return themeModeOf(choice, prefersDark);
}
