import { useTranslation } from 'react-i18next';
import BookmarksRounded from '@mui/icons-material/BookmarksRounded';
import { ComingSoonPanel } from '../components/ComingSoonPanel';
import { PageHeader } from '../components/PageHeader';

/** /apps/papersearch/result and /apps/papersearch/result/:id: coming soon — says what the feature will do. */
export function PaperSearchResultPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('Saved search')} subtitle={t('Reopen a paper search you ran before.')} />
      <ComingSoonPanel
        icon={BookmarksRounded}
        title={t('Saved search')}
        description={t(
          'Saved searches keep the papers the agent found and the themed sections it built, so you can come back to them.',
        )}
        capabilities={[
          t('Browse your past paper searches'),
          t('Reopen a search with its sections and paper lists'),
          t('Delete searches you no longer need'),
        ]}
      />
    </>
  );
}
