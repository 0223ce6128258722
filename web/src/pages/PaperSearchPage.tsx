import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import { PageHeader } from '../components/PageHeader';
import { PaperSearchFlow } from '../features/paperSearch/components/PaperSearchFlow';
import { useSearchDetail } from '../features/paperSearch/queries';
import { usePaperSearchFlow } from '../features/paperSearch/usePaperSearchFlow';
import { AppPath } from '../routes/paths';

/** /apps/papersearch: the paper-search agent; `?reopen={id}` opens a saved result in the flow. */
export function PaperSearchPage() {
  const { t } = useTranslation();
  const flow = usePaperSearchFlow();
  const [params, setParams] = useSearchParams();
  const reopenId = params.get('reopen') ?? undefined;
  const saved = useSearchDetail(reopenId);
  const { restore } = flow.actions;

  useEffect(() => {
    if (!saved.data) return;
    restore(saved.data);
    setParams({}, { replace: true });
  }, [saved.data, restore, setParams]);

  return (
    <>
      <PageHeader
        title={t('Paper search')}
        subtitle={t('An AI agent finds papers on your topic and groups them by theme.')}
        action={
          <Button component={RouterLink} to={AppPath.paperSearchResult} startIcon={<HistoryRounded />}>
            {t('History')}
          </Button>
        }
      />
      <PaperSearchFlow flow={flow} />
    </>
  );
}
