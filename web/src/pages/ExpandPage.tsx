import { useTranslation } from 'react-i18next';
import UnfoldMoreDoubleRounded from '@mui/icons-material/UnfoldMoreDoubleRounded';
import { ComingSoonPanel } from '../components/ComingSoonPanel';
import { PageHeader } from '../components/PageHeader';

/** /apps/expand: coming soon — says what the feature will do. */
export function ExpandPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('Expand')}
        subtitle={t('Grow a short passage into a full paragraph that keeps your argument.')}
      />
      <ComingSoonPanel
        icon={UnfoldMoreDoubleRounded}
        title={t('Expand')}
        description={t(
          'Give a few sentences or notes and get a fuller paragraph that keeps your argument and your citations.',
        )}
        capabilities={[
          t('Expand notes or short passages into complete paragraphs'),
          t('Keep your citations and terminology intact'),
          t('Compare the expanded text with the original before you use it'),
        ]}
      />
    </>
  );
}
