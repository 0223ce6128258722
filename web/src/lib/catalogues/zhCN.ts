import { mergeCatalogues, type Catalogue } from './mergeCatalogues';

/** The Chinese strings: a chunk of its own, fetched only when the page is in Chinese. */
export const catalogue: Catalogue = mergeCatalogues(
  import.meta.glob<Catalogue>('../../locales/zh-CN/*.json', { eager: true, import: 'default' }),
);
