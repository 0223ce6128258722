import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import AddRounded from '@mui/icons-material/AddRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { AdminCoupon, CouponBatchRes } from '@inkstone/shared/api/adminEconomy';
import { DataTablePagination } from '../components/DataTablePagination';
import { PageHeader } from '../components/PageHeader';
import { AdminGate } from '../features/adminEconomy/components/AdminGate';
import { ConfirmDialog } from '../features/adminEconomy/components/ConfirmDialog';
import { CouponDialog } from '../features/adminEconomy/components/CouponDialog';
import { CouponsTable } from '../features/adminEconomy/components/CouponsTable';
import { CouponUsageDialog } from '../features/adminEconomy/components/CouponUsageDialog';
import {
  useAdminCoupons,
  useAdminPackages,
  useDisableCoupon,
  useExportCoupons,
} from '../features/adminEconomy/queries';
import { usePaging } from '../hooks/usePaging';
import { messageOf } from '../lib/errorMessages';

const DEFAULT_PAGE_SIZE = 20;

/** /admin/coupons: create, batch-issue, export, disable coupons and see who used them (issue 20). */
export function AdminCouponsPage() {
  return (
    <AdminGate>
      <CouponsContent />
    </AdminGate>
  );
}

function CouponsContent() {
  const { t } = useTranslation();
  const { page, pageSize, setPage, setPageSize } = usePaging(DEFAULT_PAGE_SIZE);
  const [batch, setBatch] = useState<CouponBatchRes | null>(null);
  const coupons = useAdminCoupons({ page: page + 1, pageSize, batchId: batch?.batchId }, true);
  const packages = useAdminPackages(true);
  const disable = useDisableCoupon();
  const exportCsv = useExportCoupons();
  const [dialog, setDialog] = useState<'one' | 'batch' | null>(null);
  const [usageOf, setUsageOf] = useState<AdminCoupon | null>(null);
  const [disabling, setDisabling] = useState<AdminCoupon | null>(null);

  function handleBatchIssued(issued: CouponBatchRes) {
    setDialog(null);
    setBatch(issued);
    setPage(0);
  }

  return (
    <>
      <PageHeader
        title={t('Coupons')}
        subtitle={t('Discounts and bonus words for top-ups.')}
        action={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="contained" startIcon={<AddRounded />} onClick={() => setDialog('one')}>
              {t('New coupon')}
            </Button>
            <Button variant="outlined" onClick={() => setDialog('batch')}>
              {t('Issue a batch')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadRounded />}
              loading={exportCsv.isPending}
              onClick={() => exportCsv.mutate({ batchId: batch?.batchId })}
            >
              {t('Export CSV')}
            </Button>
          </Stack>
        }
      />
      {batch && (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          onClose={() => setBatch(null)}
          data-testid="batch-issued"
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<DownloadRounded />}
              onClick={() => exportCsv.mutate({ batchId: batch.batchId })}
            >
              {t('Download CSV')}
            </Button>
          }
        >
          {t('Issued {{count}} coupons; the list shows this batch only.', { count: batch.items.length })}
        </Alert>
      )}
      {exportCsv.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {messageOf(exportCsv.error)}
        </Alert>
      )}
      <Card>
        {coupons.isFetching && <LinearProgress sx={{ height: 2 }} />}
        {coupons.error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {messageOf(coupons.error)}
          </Alert>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <CouponsTable
              coupons={coupons.data?.items ?? []}
              packages={packages.data?.items ?? []}
              onUsage={setUsageOf}
              onDisable={setDisabling}
            />
          </Box>
        )}
        <DataTablePagination
          total={coupons.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      </Card>
      {dialog && (
        <CouponDialog
          mode={dialog}
          packages={packages.data?.items ?? []}
          onClose={() => setDialog(null)}
          onBatchIssued={handleBatchIssued}
        />
      )}
      {usageOf && <CouponUsageDialog coupon={usageOf} onClose={() => setUsageOf(null)} />}
      {disabling && (
        <ConfirmDialog
          title={t('Disable this coupon?')}
          text={t('"{{code}}" can no longer be used for new orders.', { code: disabling.code })}
          confirmLabel={t('Disable')}
          isPending={disable.isPending}
          onConfirm={() => disable.mutate(disabling.id, { onSuccess: () => setDisabling(null) })}
          onClose={() => setDisabling(null)}
        />
      )}
    </>
  );
}
