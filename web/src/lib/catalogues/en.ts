import { mergeCatalogues, type Catalogue } from './mergeCatalogues';

/** The English strings: a chunk of its own, fetched only when the page is in English. */
export const catalogue: Catalogue = mergeCatalogues(
  import.meta.glob<Catalogue>('../../locales/en/*.json', { eager: true, import: 'default' }),
);
