import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import type { AdminPackage } from '@inkstone/shared/api/adminEconomy';
import { PageHeader } from '../components/PageHeader';
import { AdminGate } from '../features/adminEconomy/components/AdminGate';
import { ConfirmDialog } from '../features/adminEconomy/components/ConfirmDialog';
import { PackageDialog } from '../features/adminEconomy/components/PackageDialog';
import { PackagesTable } from '../features/adminEconomy/components/PackagesTable';
import { useAdminPackages, useReorderPackages, useRetirePackage } from '../features/adminEconomy/queries';
import { messageOf } from '../lib/errorMessages';

/** /admin/packages: the top-up packages (issue 20), administrators only. */
export function AdminPackagesPage() {
  return (
    <AdminGate>
      <PackagesContent />
    </AdminGate>
  );
}

function PackagesContent() {
  const { t } = useTranslation();
  const packages = useAdminPackages(true);
  const reorder = useReorderPackages();
  const retire = useRetirePackage();
  const [editing, setEditing] = useState<AdminPackage | 'new' | null>(null);
  const [retiring, setRetiring] = useState<AdminPackage | null>(null);
  // On sale first, in the order buyers see them; retired ones after.
  const items = [...(packages.data?.items ?? [])].sort(
    (a, b) => Number(a.isRetired) - Number(b.isRetired) || a.sortOrder - b.sortOrder,
  );

  function handleMove(pkg: AdminPackage, step: -1 | 1) {
    const ids = items.filter((item) => !item.isRetired).map((item) => item.id);
    const from = ids.indexOf(pkg.id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
    reorder.mutate(ids);
  }

  return (
    <>
      <PageHeader
        title={t('Packages')}
        subtitle={t('Top-up packages, in the order buyers see them.')}
        action={
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing('new')}>
            {t('New package')}
          </Button>
        }
      />
      <Card>
        {(packages.isFetching || reorder.isPending) && <LinearProgress sx={{ height: 2 }} />}
        {packages.error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {messageOf(packages.error)}
          </Alert>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <PackagesTable
              packages={items}
              isBusy={reorder.isPending || retire.isPending}
              onEdit={setEditing}
              onRetire={setRetiring}
              onMove={handleMove}
            />
          </Box>
        )}
      </Card>
      {editing && <PackageDialog pkg={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {retiring && (
        <ConfirmDialog
          title={t('Retire this package?')}
          text={t('"{{name}}" is taken off sale. Orders already placed are not affected.', { name: retiring.name })}
          confirmLabel={t('Retire')}
          isPending={retire.isPending}
          onConfirm={() => retire.mutate(retiring.id, { onSuccess: () => setRetiring(null) })}
          onClose={() => setRetiring(null)}
        />
      )}
    </>
  );
}
