import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataTablePagination } from '../components/DataTablePagination';
import { PageHeader } from '../components/PageHeader';
import { AdjustBalanceForm } from '../features/adminEconomy/components/AdjustBalanceForm';
import { AdminGate } from '../features/adminEconomy/components/AdminGate';
import { useUserLedger } from '../features/adminEconomy/queries';
import { PointFlowTable } from '../features/pointFlow/components/PointFlowTable';
import { usePaging } from '../hooks/usePaging';
import { messageOf } from '../lib/errorMessages';

const DEFAULT_PAGE_SIZE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /admin/balances: one user's balance and ledger, and manual adjustments (issue 20). The server
 * looks users up by id; the orders search finds an id from an email or phone.
 */
export function AdminBalancesPage() {
  return (
    <AdminGate>
      <BalancesContent />
    </AdminGate>
  );
}

function BalancesContent() {
  const { t, i18n } = useTranslation();
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [userId, setUserId] = useState<string | null>(null);
  const { page, pageSize, setPage, setPageSize } = usePaging(DEFAULT_PAGE_SIZE);
  const ledger = useUserLedger(userId, { page: page + 1, pageSize });

  function handleLookUp(event: React.FormEvent) {
    event.preventDefault();
    const id = input.trim();
    if (!UUID.test(id)) {
      setInputError(t('Enter the user ID (a UUID; the Orders page shows it under each account)'));
      return;
    }
    setInputError(null);
    setUserId(id);
    setPage(0);
  }

  return (
    <>
      <PageHeader title={t('Balances')} subtitle={t("Look up a user's words, their ledger, and adjust them.")} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={handleLookUp}>
            <TextField
              size="small"
              label={t('User ID')}
              value={input}
              onChange={(event) => setInput(event.target.value)}
              error={inputError !== null}
              helperText={inputError}
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="contained">
              {t('Look up')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {userId && ledger.error && <Alert severity="error">{messageOf(ledger.error)}</Alert>}
      {userId && ledger.data && (
        <>
          <Card sx={{ mb: 2 }}>
            <CardContent>
              <Typography color="textSecondary" variant="body2">
                {t('Words left')}
              </Typography>
              <Typography variant="h4" data-testid="words-left" sx={{ mb: 2 }}>
                {new Intl.NumberFormat(i18n.language).format(ledger.data.wordsLeft)}
              </Typography>
              <AdjustBalanceForm userId={userId} />
            </CardContent>
          </Card>
          <Card>
            {ledger.isFetching && <LinearProgress sx={{ height: 2 }} />}
            <Box sx={{ overflowX: 'auto' }}>
              <PointFlowTable items={ledger.data.items} />
            </Box>
            <DataTablePagination
              total={ledger.data.total}
              page={page}
              pageSize={pageSize}
              onPageChange={setPage}
              onPageSizeChange={setPageSize}
            />
          </Card>
        </>
      )}
      {userId && ledger.isLoading && <LinearProgress />}
    </>
  );
}
