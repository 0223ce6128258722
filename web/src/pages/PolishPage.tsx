import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/PageHeader';
import { AiWorkbench } from '../features/aiTools/components/AiWorkbench';
import type { AiToolId } from '../features/aiTools/toolCatalog';

const POLISH_TOOLS: readonly AiToolId[] = ['polish', 'reduceSimilarity', 'reduceAIContent', 'suggestion'];

/** /apps/polish: polish, reduce similarity (降重), reduce AI content (降AIGC) or get suggestions. */
export function PolishPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('Polish')}
        subtitle={t('Make a passage clearer and more academic, or lower its similarity.')}
      />
      <AiWorkbench tools={POLISH_TOOLS} />
    </>
  );
}
