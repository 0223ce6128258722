import { useTranslation } from 'react-i18next';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import { ComingSoonPanel } from '../components/ComingSoonPanel';
import { PageHeader } from '../components/PageHeader';

/** /apps/checkpass: coming soon — says what the feature will do. */
export function CheckpassPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('Check')} subtitle={t('This page is reserved for a later feature.')} />
      <ComingSoonPanel
        icon={FactCheckRounded}
        title={t('Check')}
        description={t('This page exists, but its feature has not been built yet.')}
        capabilities={[t('Nothing is available here yet')]}
      />
    </>
  );
}
