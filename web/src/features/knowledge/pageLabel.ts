import type { TFunction } from 'i18next';

/** "p. 3" or "pp. 3–4", as a passage's place in its file is shown. */
export const pageLabel = (t: TFunction, from: number, to: number): string =>
  to > from ? t('pp. {{from}}–{{to}}', { from, to }) : t('p. {{page}}', { page: from });
