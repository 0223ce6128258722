import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import type { AdminOrder } from '@inkstone/shared/api/adminEconomy';
import { DataTablePagination } from '../components/DataTablePagination';
import { PageHeader } from '../components/PageHeader';
import { AdminGate } from '../features/adminEconomy/components/AdminGate';
import { AdminOrdersTable } from '../features/adminEconomy/components/AdminOrdersTable';
import { type OrderSearch, OrderSearchForm } from '../features/adminEconomy/components/OrderSearchForm';
import { RefundOrderDialog } from '../features/adminEconomy/components/RefundOrderDialog';
import { useAdminOrders, useReconcileOrder } from '../features/adminEconomy/queries';
import { orderStateLabel } from '../features/topUp/orderStateLabel';
import { usePaging } from '../hooks/usePaging';
import { messageOf } from '../lib/errorMessages';

const DEFAULT_PAGE_SIZE = 20;

/** /admin/orders: search every user's orders, reconcile one with the provider, refund a paid one (issue 20). */
export function AdminOrdersPage() {
  return (
    <AdminGate>
      <OrdersContent />
    </AdminGate>
  );
}

function OrdersContent() {
  const { t } = useTranslation();
  const { page, pageSize, setPage, setPageSize } = usePaging(DEFAULT_PAGE_SIZE);
  const [search, setSearch] = useState<OrderSearch>({ user: '', outTradeNo: '', state: '' });
  const orders = useAdminOrders(
    {
      page: page + 1,
      pageSize,
      user: search.user || undefined,
      outTradeNo: search.outTradeNo || undefined,
      state: search.state || undefined,
    },
    true,
  );
  const reconcile = useReconcileOrder();
  const [result, setResult] = useState<AdminOrder | null>(null);
  const [refunding, setRefunding] = useState<AdminOrder | null>(null);
  const [refunded, setRefunded] = useState<AdminOrder | null>(null);

  function handleReconcile(outTradeNo: string) {
    setResult(null);
    reconcile.mutate(outTradeNo, { onSuccess: setResult });
  }

  return (
    <>
      <PageHeader title={t('Orders')} subtitle={t("Every user's top-up orders, newest first.")} />
      {result && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setResult(null)} data-testid="reconcile-result">
          {t('Order {{outTradeNo}} reconciled: {{state}}.', {
            outTradeNo: result.outTradeNo,
            state: orderStateLabel(result.state, t),
          })}
        </Alert>
      )}
      {refunded && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setRefunded(null)} data-testid="refund-result">
          {t('Order {{outTradeNo}} refunded.', { outTradeNo: refunded.outTradeNo })}
        </Alert>
      )}
      {refunding && (
        <RefundOrderDialog
          order={refunding}
          onClose={() => setRefunding(null)}
          onRefunded={(order) => {
            setRefunding(null);
            setRefunded(order);
          }}
        />
      )}
      {reconcile.error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => reconcile.reset()}>
          {messageOf(reconcile.error)}
        </Alert>
      )}
      <Card>
        <OrderSearchForm
          onSearch={(next) => {
            setSearch(next);
            setPage(0);
          }}
        />
        {orders.isFetching && <LinearProgress sx={{ height: 2 }} />}
        {orders.error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {messageOf(orders.error)}
          </Alert>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <AdminOrdersTable
              orders={orders.data?.items ?? []}
              reconciling={reconcile.isPending ? (reconcile.variables ?? null) : null}
              onReconcile={handleReconcile}
              onRefund={(order) => {
                setRefunded(null);
                setRefunding(order);
              }}
            />
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
