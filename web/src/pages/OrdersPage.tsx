import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddCardRounded from '@mui/icons-material/AddCardRounded';
import { DataTablePagination } from '../components/DataTablePagination';
import { PageHeader } from '../components/PageHeader';
import { OrdersCardList } from '../features/topUp/components/OrdersCardList';
import { OrdersTable } from '../features/topUp/components/OrdersTable';
import { useOrders } from '../features/topUp/queries';
import { useTopUp } from '../features/topUp/topUpContext';
import { usePaging } from '../hooks/usePaging';
import { messageOf } from '../lib/errorMessages';

const DEFAULT_PAGE_SIZE = 10;

/** /pages/orders: the user's top-up orders, newest first; a pending one can be paid from here. */
export function OrdersPage() {
  const { t } = useTranslation();
  const topUp = useTopUp();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const { page, pageSize, setPage, setPageSize } = usePaging(DEFAULT_PAGE_SIZE);
  const orders = useOrders(page, pageSize);
  const items = orders.data?.items ?? [];

  return (
    <>
      <PageHeader title={t('My orders')} subtitle={t('Your top-ups, newest first.')} />
      {topUp && (
        <Box sx={{ mb: 2 }}>
          <Button variant="contained" startIcon={<AddCardRounded />} onClick={topUp.open}>
            {t('Top up')}
          </Button>
        </Box>
      )}
      <Card>
        {orders.isFetching && <LinearProgress sx={{ height: 2 }} />}
        {orders.error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {messageOf(orders.error)}
          </Alert>
        ) : !orders.isPending && items.length === 0 ? (
          <Typography color="textSecondary" sx={{ p: 3 }}>
            {t('No orders yet.')}
          </Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            {isPhone ? (
              <OrdersCardList orders={items} onResume={(order) => topUp?.openOrder(order)} />
            ) : (
              <OrdersTable orders={items} onResume={(order) => topUp?.openOrder(order)} />
            )}
          </Box>
        )}
        <DataTablePagination
          total={orders.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      </Card>
    </>
  );
}
