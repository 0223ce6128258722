import type { Locale, ThemeChoice } from '@inkstone/shared/preferenceCookies';

/** One public page as the server inserts it: the markup for #root and the styles for the head. */
export interface PrerenderedPage {
  path: string;
  locale: Locale;
  theme: Exclude<ThemeChoice, 'system'>;
  /** `<style data-emotion>` tags, adopted by Emotion in the browser. */
  head: string;
  /** The markup of #root, hydrated by web/src/main.tsx. */
  body: string;
}

/** web/src/prerender/renderPage.tsx, as the build (web/build/pageManifest.ts) loads it in Node. */
export type RenderPage = (path: string, locale: Locale, theme: PrerenderedPage['theme']) => Promise<PrerenderedPage>;
