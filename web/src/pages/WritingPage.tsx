import { useTranslation } from 'react-i18next';
import HistoryEduRounded from '@mui/icons-material/HistoryEduRounded';
import { ComingSoonPanel } from '../components/ComingSoonPanel';
import { PageHeader } from '../components/PageHeader';

/** /apps/writing: coming soon — says what the feature will do. */
export function WritingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('Writing')} subtitle={t('Generate an outline and a literature review with references.')} />
      <ComingSoonPanel
        icon={HistoryEduRounded}
        title={t('Writing')}
        description={t(
          'Go from a topic to a structured literature review: an outline you can revise, then a review with its reference list.',
        )}
        capabilities={[
          t('Step 1: generate an outline from your topic or from a review'),
          t("Step 2: revise the outline with the AI's suggestions"),
          t('Step 3: generate the review, with a timeline of the outline and a reference list'),
        ]}
      />
    </>
  );
}
