import { useTranslation } from 'react-i18next';
import FolderCopyRounded from '@mui/icons-material/FolderCopyRounded';
import { ComingSoonPanel } from '../components/ComingSoonPanel';
import { PageHeader } from '../components/PageHeader';

/** /apps/knowledge: coming soon — says what the feature will do. */
export function KnowledgePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('Knowledge base')}
        subtitle={t('Keep your papers and files in folders, ready for the AI to use.')}
      />
      <ComingSoonPanel
        icon={FolderCopyRounded}
        title={t('Knowledge base')}
        description={t('Your knowledge base holds the papers and files you work with, organised in folders.')}
        capabilities={[
          t('Upload papers and files, and download them again'),
          t('Create, rename and move folders and files'),
          t('Use your own files as sources for the AI tools'),
        ]}
      />
    </>
  );
}
