import { useTranslation } from 'react-i18next';
import AutoFixHighRounded from '@mui/icons-material/AutoFixHighRounded';
import { ComingSoonPanel } from '../components/ComingSoonPanel';
import { PageHeader } from '../components/PageHeader';

/** /apps/polish: coming soon — says what the feature will do. */
export function PolishPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('Polish')}
        subtitle={t('Make a passage clearer and more academic, or lower its similarity.')}
      />
      <ComingSoonPanel
        icon={AutoFixHighRounded}
        title={t('Polish')}
        description={t(
          'Paste a passage and get a clearer, more academic version, with every change shown against your original.',
        )}
        capabilities={[
          t('Polish wording and grammar in an academic register'),
          t('Reduce similarity to existing sources by rephrasing'),
          t('Reduce the signs of AI-generated text'),
          t('Apply suggestions one by one or all at once'),
        ]}
      />
    </>
  );
}
