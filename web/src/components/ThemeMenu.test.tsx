import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { useTheme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/material/styles';
import { useThemeMode } from '../hooks/useThemeMode';
import { initI18n } from '../lib/i18n';
import { preferencesStore } from '../lib/preferencesStore';
import { readThemeCookie, themeModeOf } from '../lib/themeChoice';
import { themeChoiceStore } from '../lib/themeStore';
import { darkTheme, theme } from '../theme/theme';
import { ThemeMenu } from './ThemeMenu';

function PaletteProbe() {
  return <output data-testid="palette">{useTheme().palette.mode}</output>;
}

/** The app's wiring (App.tsx): the theme provider follows the choice. */
function Harness() {
  const mode = useThemeMode();
  return (
    <ThemeProvider theme={mode === 'dark' ? darkTheme : theme}>
      <ThemeMenu />
      <PaletteProbe />
    </ThemeProvider>
  );
}

/** jsdom has no matchMedia: a device that prefers dark, or not. */
function devicePrefersDark(isDark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isDark && query.includes('dark'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  }));
}

function choose(current: string, next: string) {
  fireEvent.click(screen.getByRole('button', { name: `Theme: ${current}` }));
  fireEvent.click(screen.getByRole('menuitemradio', { name: next }));
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  Cookies.remove('theme', { path: '/' });
  themeChoiceStore.set('light');
  devicePrefersDark(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('theme choice (spec §9)', () => {
  it('offers light, dark and the device’s, and a choice is drawn at once', () => {
    render(<Harness />);
    expect(screen.getByTestId('palette').textContent).toBe('light');
    fireEvent.click(screen.getByRole('button', { name: 'Theme: Light' }));
    const options = screen.getAllByRole('menuitemradio');
    expect(options.map((o) => o.textContent)).toEqual(['Light', 'Dark', 'Same as device']);
    expect(options[0]?.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(screen.getByTestId('palette').textContent).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(preferencesStore.get().theme).toBe('dark');
  });

  it('keeps the choice in a 30-day cookie, like the language', () => {
    const set = vi.spyOn(Cookies, 'set');
    render(<Harness />);
    choose('Light', 'Dark');
    expect(set).toHaveBeenCalledWith('theme', 'dark', expect.objectContaining({ expires: 30, path: '/' }));
    expect(readThemeCookie()).toBe('dark');
  });

  it('follows the device when the choice is system', () => {
    devicePrefersDark(true);
    render(<Harness />);
    choose('Light', 'Same as device');
    expect(screen.getByTestId('palette').textContent).toBe('dark');
    expect(readThemeCookie()).toBe('system');
  });

  it('resolves a choice to a palette', () => {
    expect(themeModeOf('light', true)).toBe('light');
    expect(themeModeOf('dark', false)).toBe('dark');
    expect(themeModeOf('system', true)).toBe('dark');
    expect(themeModeOf('system', false)).toBe('light');
  });

  it('ignores a cookie that is not a theme', () => {
    document.cookie = 'theme=neon; path=/';
    expect(readThemeCookie()).toBeUndefined();
  });
});
