import { useTranslation } from 'react-i18next';
import PreviewRounded from '@mui/icons-material/PreviewRounded';
import { ComingSoonPanel } from '../components/ComingSoonPanel';
import { PageHeader } from '../components/PageHeader';

/** /apps/preview: coming soon — says what the feature will do. */
export function PreviewPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('Preview')} subtitle={t('See a text as it will be read.')} />
      <ComingSoonPanel
        icon={PreviewRounded}
        title={t('Preview')}
        description={t('Preview shows a text from the editor laid out for reading, with its headings and references.')}
        capabilities={[
          t('Read a text from the editor in a clean, print-like layout'),
          t('Check headings, citations and the reference list before you share it'),
        ]}
      />
    </>
  );
}
