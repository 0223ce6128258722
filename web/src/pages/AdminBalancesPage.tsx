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
import { FoundUserSummary } from '../features/adminEconomy/components/FoundUserSummary';
import { useUserLedger, useUserLookup } from '../features/adminEconomy/queries';
import { PointFlowTable } from '../features/pointFlow/components/PointFlowTable';
import { usePaging } from '../hooks/usePaging';
import { messageOf } from '../lib/errorMessages';

const DEFAULT_PAGE_SIZE = 20;

/**
 * /admin/balances: one user's balance and ledger, and manual adjustments (issue 20). The user is
 * named by email, phone or id; the server finds the account, then its ledger is read by id.
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
  const [account, setAccount] = useState<string | null>(null);
  const { page, pageSize, setPage, setPageSize } = usePaging(DEFAULT_PAGE_SIZE);
  const found = useUserLookup(account);
  const userId = account !== null && found.data ? found.data.id : null;
  const ledger = useUserLedger(userId, { page: page + 1, pageSize });

  function handleLookUp(event: React.FormEvent) {
    event.preventDefault();
    const name = input.trim();
    if (!name) {
      setInputError(t('Enter an email address, a phone number or a user ID'));
      return;
    }
    setInputError(null);
    setAccount(name);
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
              label={t('Email, phone or user ID')}
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
      {account !== null && found.error && <Alert severity="error">{messageOf(found.error)}</Alert>}
      {userId && ledger.error && <Alert severity="error">{messageOf(ledger.error)}</Alert>}
      {userId && found.data && ledger.data && (
        <>
          <Card sx={{ mb: 2 }}>
            <CardContent>
              <FoundUserSummary user={found.data} />
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
      {(found.isLoading || (userId && ledger.isLoading)) && <LinearProgress />}
    </>
  );
}
