import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/PageHeader';
import { AiWorkbench } from '../features/aiTools/components/AiWorkbench';
import type { AiToolId } from '../features/aiTools/toolCatalog';

const EXPAND_TOOLS: readonly AiToolId[] = ['expand'];

/** /apps/expand: grow notes or a short passage into a full paragraph, without invented facts. */
export function ExpandPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('Expand')}
        subtitle={t('Grow a short passage into a full paragraph that keeps your argument.')}
      />
      <AiWorkbench tools={EXPAND_TOOLS} />
    </>
  );
}
