import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ErrorGroupStatus } from '@inkstone/shared/api/monitor';
import { DataTablePagination } from '../components/DataTablePagination';
import { PageHeader } from '../components/PageHeader';
import { AdminGate } from '../features/adminEconomy/components/AdminGate';
import { ErrorGroupCard } from '../features/adminErrors/components/ErrorGroupCard';
import { ErrorGroupDialog } from '../features/adminErrors/components/ErrorGroupDialog';
import { errorStatusLabel } from '../features/adminErrors/errorLabels';
import { useErrorGroups, useSetErrorGroupStatus } from '../features/adminErrors/queries';
import { usePaging } from '../hooks/usePaging';
import { messageOf } from '../lib/errorMessages';

const DEFAULT_PAGE_SIZE = 20;
const FILTERS = ['open', 'resolved', 'ignored', 'all'] as const;
type Filter = (typeof FILTERS)[number];

/** /admin/errors: front-end errors grouped by fingerprint, last seen first (issue 21). */
export function AdminErrorsPage() {
  return (
    <AdminGate>
      <ErrorsContent />
    </AdminGate>
  );
}

function ErrorsContent() {
  const { t } = useTranslation();
  const { page, pageSize, setPage, setPageSize } = usePaging(DEFAULT_PAGE_SIZE);
  const [filter, setFilter] = useState<Filter>('open');
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const groups = useErrorGroups({
    page: page + 1,
    pageSize,
    status: filter === 'all' ? undefined : filter,
  });
  const setStatus = useSetErrorGroupStatus();
  const filterLabel = (f: Filter) => (f === 'all' ? t('All') : errorStatusLabel(f, t));

  return (
    <>
      <PageHeader
        title={t('Errors')}
        subtitle={t('Errors seen in browsers, grouped, last seen first. Stacks point at the original source files.')}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter}
        onChange={(_, next: Filter | null) => {
          if (!next) return;
          setFilter(next);
          setPage(0);
        }}
        aria-label={t('Status')}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {FILTERS.map((f) => (
          <ToggleButton key={f} value={f} sx={{ px: 2 }}>
            {filterLabel(f)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {setStatus.error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setStatus.reset()}>
          {messageOf(setStatus.error)}
        </Alert>
      )}
      {groups.isFetching && <LinearProgress sx={{ height: 2, mb: 1 }} />}
      {groups.error ? (
        <Alert severity="error">{messageOf(groups.error)}</Alert>
      ) : (
        <Stack spacing={2}>
          {groups.data?.items.length === 0 && (
            <Typography color="textSecondary" sx={{ py: 6, textAlign: 'center' }}>
              {t('No errors here.')}
            </Typography>
          )}
          {groups.data?.items.map((group) => (
            <ErrorGroupCard
              key={group.id}
              group={group}
              isBusy={setStatus.isPending && setStatus.variables.id === group.id}
              onOpen={() => setOpenGroup(group.id)}
              onStatusChange={(status: ErrorGroupStatus) => setStatus.mutate({ id: group.id, status })}
            />
          ))}
        </Stack>
      )}
      <Card variant="outlined" sx={{ mt: 2 }}>
        <DataTablePagination
          total={groups.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      </Card>
      <ErrorGroupDialog groupId={openGroup} onClose={() => setOpenGroup(null)} />
    </>
  );
}
