import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messageOf } from '../../../lib/errorMessages';
import { useAdjustBalance } from '../queries';

interface AdjustBalanceFormProps {
  userId: string;
}

/**
 * Adds (positive) or takes (negative) words, with a required note for the ledger; the server
 * refuses taking the balance below zero and its message is shown as given.
 */
export function AdjustBalanceForm({ userId }: AdjustBalanceFormProps) {
  const { t } = useTranslation();
  const [delta, setDelta] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ delta?: string; note?: string }>({});
  const adjust = useAdjustBalance();

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const amount = /^[+-]?\d{1,10}$/.test(delta.trim()) ? Number(delta.trim()) : NaN;
    const next = {
      delta:
        Number.isInteger(amount) && amount !== 0 && Math.abs(amount) <= 1_000_000_000
          ? undefined
          : t('Enter a whole number of words other than 0; negative takes words away'),
      note: note.trim() ? undefined : t('A note is required'),
    };
    setErrors(next);
    if (next.delta || next.note) return;
    adjust.mutate(
      { userId, delta: amount, note: note.trim() },
      {
        onSuccess: () => {
          setDelta('');
          setNote('');
        },
      },
    );
  }

  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate>
      {adjust.error && <Alert severity="error">{messageOf(adjust.error)}</Alert>}
      {adjust.data && (
        <Alert severity="success">
          {t('Balance adjusted; words left now: {{count}}', { count: adjust.data.wordsLeft })}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          size="small"
          label={t('Words to add or take')}
          inputMode="numeric"
          value={delta}
          onChange={(event) => setDelta(event.target.value)}
          error={Boolean(errors.delta)}
          helperText={errors.delta ?? t('For example 5000 or -5000')}
          sx={{ minWidth: 200 }}
        />
        <TextField
          size="small"
          label={t('Note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={Boolean(errors.note)}
          helperText={errors.note ?? t('Why; written to the ledger and the audit log')}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      <div>
        <Button type="submit" variant="contained" loading={adjust.isPending}>
          {t('Adjust balance')}
        </Button>
      </div>
    </Stack>
  );
}
