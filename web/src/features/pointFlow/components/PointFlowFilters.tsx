import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LedgerReason } from '@inkstone/shared/api/pointFlow';
import { isFiltering, NO_FILTER, type PointFlowFilterValue } from '../filter';
import { reasonLabel } from '../reasonLabel';

interface PointFlowFiltersProps {
  value: PointFlowFilterValue;
  onChange: (value: PointFlowFilterValue) => void;
}

/** The reason picker and the date range above the ledger. */
export function PointFlowFilters({ value, onChange }: PointFlowFiltersProps) {
  const { t } = useTranslation();
  const dateSx = { width: { xs: 'calc(50% - 8px)', sm: 180 } };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2 }}>
      <TextField
        select
        size="small"
        label={t('Reason')}
        value={value.reasons}
        sx={{ width: { xs: '100%', sm: 300 } }}
        slotProps={{
          inputLabel: { shrink: true },
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: (selected) => {
              const reasons = selected as LedgerReason[];
              return reasons.length === 0
                ? t('All reasons')
                : reasons.map((reason) => reasonLabel(t, reason)).join(', ');
            },
          },
        }}
        onChange={(event) => {
          const picked = event.target.value as unknown as LedgerReason[] | string;
          onChange({ ...value, reasons: typeof picked === 'string' ? [] : picked });
        }}
      >
        {LedgerReason.options.map((reason) => (
          <MenuItem key={reason} value={reason} dense>
            <Checkbox size="small" checked={value.reasons.includes(reason)} sx={{ py: 0, pl: 0 }} />
            <ListItemText primary={reasonLabel(t, reason)} />
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={t('From')}
        value={value.fromDay}
        onChange={(event) => onChange({ ...value, fromDay: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.toDay || undefined } }}
        sx={dateSx}
      />
      <TextField
        type="date"
        size="small"
        label={t('To')}
        value={value.toDay}
        onChange={(event) => onChange({ ...value, toDay: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.fromDay || undefined } }}
        sx={dateSx}
      />
      {isFiltering(value) && <Button onClick={() => onChange(NO_FILTER)}>{t('Clear filters')}</Button>}
    </Box>
  );
}
