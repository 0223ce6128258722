import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { POINT_FLOW_ALL_ROWS_CAP } from '@inkstone/shared/api/pointFlow';
import { DataTablePagination } from '../components/DataTablePagination';
import { PageHeader } from '../components/PageHeader';
import { PointFlowCardList } from '../features/pointFlow/components/PointFlowCardList';
import { PointFlowFilters } from '../features/pointFlow/components/PointFlowFilters';
import { PointFlowTable } from '../features/pointFlow/components/PointFlowTable';
import { isFiltering, NO_FILTER, pointFlowRequest, type PointFlowFilterValue } from '../features/pointFlow/filter';
import { usePointFlow } from '../features/pointFlow/queries';
import { usePaging } from '../hooks/usePaging';
import { messageOf } from '../lib/errorMessages';

const DEFAULT_PAGE_SIZE = 20;

/** /pages/points-flow: every change of the word balance, newest first (issue 20). */
export function PointsFlowPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { page, pageSize, setPage, setPageSize } = usePaging(DEFAULT_PAGE_SIZE);
  const [filter, setFilter] = useState<PointFlowFilterValue>(NO_FILTER);
  const flow = usePointFlow(pointFlowRequest(filter, page, pageSize));
  const items = flow.data?.items ?? [];

  const changeFilter = (next: PointFlowFilterValue) => {
    setFilter(next);
    setPage(0);
  };

  return (
    <>
      <PageHeader title={t('Points flow')} subtitle={t('Every change to your word balance, newest first.')} />
      <Card>
        <PointFlowFilters value={filter} onChange={changeFilter} />
        <Divider />
        {flow.isFetching && <LinearProgress sx={{ height: 2 }} />}
        {flow.error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {messageOf(flow.error)}
          </Alert>
        ) : items.length === 0 ? (
          !flow.isPending && (
            <Box sx={{ py: 8, px: 2, textAlign: 'center', color: 'text.secondary' }}>
              <ReceiptLongRounded sx={{ fontSize: 40, opacity: 0.6 }} />
              <Typography sx={{ mt: 1 }}>
                {isFiltering(filter) ? t('No entries match these filters.') : t('No changes to your balance yet.')}
              </Typography>
            </Box>
          )
        ) : isPhone ? (
          <PointFlowCardList items={items} />
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <PointFlowTable items={items} />
          </Box>
        )}
        <DataTablePagination
          total={flow.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
          allRowsCap={POINT_FLOW_ALL_ROWS_CAP}
        />
      </Card>
    </>
  );
}
