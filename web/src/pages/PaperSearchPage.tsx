import { useTranslation } from 'react-i18next';
import ManageSearchRounded from '@mui/icons-material/ManageSearchRounded';
import { ComingSoonPanel } from '../components/ComingSoonPanel';
import { PageHeader } from '../components/PageHeader';

/** /apps/papersearch: coming soon — says what the feature will do. */
export function PaperSearchPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('Paper search')}
        subtitle={t('An AI agent finds papers on your topic and groups them by theme.')}
      />
      <ComingSoonPanel
        icon={ManageSearchRounded}
        title={t('Paper search')}
        description={t(
          'Describe a research topic; an AI agent searches the literature for you in three steps and groups what it finds.',
        )}
        capabilities={[
          t('Step 1: describe your topic in your own words'),
          t('Step 2: the agent expands your query, searches, filters and translates papers, showing its progress'),
          t('Step 3: papers are grouped into themed sections, each with the reason it was chosen'),
          t('Every search is saved to your history'),
        ]}
      />
    </>
  );
}
