import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import AddRounded from '@mui/icons-material/AddRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { PageHeader } from '../components/PageHeader';
import { SavedResult } from '../features/paperSearch/components/SavedResult';
import { SearchHistory } from '../features/paperSearch/components/SearchHistory';
import { useSearchDetail } from '../features/paperSearch/queries';
import { messageOf } from '../lib/errorMessages';
import { AppPath } from '../routes/paths';

function SavedResultPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const detail = useSearchDetail(id);
  return (
    <>
      <PageHeader
        title={t('Saved search')}
        subtitle={t('A search you ran before, as it ended. Reopen it to group it again.')}
        action={
          <Button component={RouterLink} to={AppPath.paperSearchResult} startIcon={<ArrowBackRounded />}>
            {t('History')}
          </Button>
        }
      />
      {detail.isLoading && <LinearProgress />}
      {detail.error && <Alert severity="error">{messageOf(detail.error)}</Alert>}
      {detail.data && <SavedResult key={detail.data.id} session={detail.data} />}
    </>
  );
}

/** /apps/papersearch/result (the history) and /apps/papersearch/result/{id} (one saved result). */
export function PaperSearchResultPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  if (id) return <SavedResultPage id={id} />;
  return (
    <>
      <PageHeader
        title={t('Search history')}
        subtitle={t('Every paper search you ran, newest first.')}
        action={
          <Button component={RouterLink} to={AppPath.paperSearch} variant="contained" startIcon={<AddRounded />}>
            {t('New search')}
          </Button>
        }
      />
      <SearchHistory />
    </>
  );
}
