import { useTranslation } from 'react-i18next';
import type { PaperSourceName } from '@inkstone/shared/api/papers';

/** Service names are proper names; only the built-in corpus needs words. */
const SERVICE_NAMES: Record<Exclude<PaperSourceName, 'local'>, string> = {
  openalex: 'OpenAlex',
  semanticScholar: 'Semantic Scholar',
  arxiv: 'arXiv',
  crossref: 'Crossref',
  pubmed: 'PubMed',
};

/** A literature source's display name. */
export function SourceLabel({ source }: { source: PaperSourceName }) {
  const { t } = useTranslation();
  return <>{source === 'local' ? t('Built-in corpus') : SERVICE_NAMES[source]}</>;
}
