import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import { createMemoryRouter } from 'react-router';
import type { Locale } from '@inkstone/shared/preferenceCookies';
import { App } from '../App';
import { catalogue as enCatalogue } from '../lib/catalogues/en';
import { catalogue as zhCatalogue } from '../lib/catalogues/zhCN';
import { i18n, initI18n, provideCatalogues } from '../lib/i18n';
import { languageOf } from '../lib/language';
import { themeChoiceStore } from '../lib/themeStore';
import { userStore } from '../lib/userStore';
import { routes } from '../routes/routes';
import { routerInitialized } from './routerInitialized';
import { collectingEmotionCache, emotionStyleTags } from './emotionStyles';
import { OnFirstCommit } from './OnFirstCommit';
import type { PrerenderedPage, RenderPage } from './prerenderedPage';

let isI18nStarted = false;

/**
 * Renders the page at `path` as a visitor who is not signed in sees it, in `locale` and `theme`, at
 * build time (web/build/pageManifest.ts runs it in Node): the same tree the browser hydrates
 * (web/src/main.tsx), on a memory router, with Emotion's styles collected instead of inserted.
 */
export const renderPage: RenderPage = async (
  path: string,
  locale: Locale,
  theme: PrerenderedPage['theme'],
): Promise<PrerenderedPage> => {
  if (!isI18nStarted) {
    provideCatalogues({ en: enCatalogue, 'zh-CN': zhCatalogue });
    await initI18n(languageOf(locale));
    isI18nStarted = true;
  }
  await i18n.changeLanguage(locale);
  userStore.update((state) => ({ ...state, language: languageOf(locale) }));
  themeChoiceStore.set(theme);

  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await routerInitialized(router);
  const cache = collectingEmotionCache();
  const body = renderToString(
    <CacheProvider value={cache}>
      <StrictMode>
        <OnFirstCommit>
          <App router={router} />
        </OnFirstCommit>
      </StrictMode>
    </CacheProvider>,
  );
  router.dispose();
  return { path, locale, theme, head: emotionStyleTags(cache), body };
};
