import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { OrderState } from '@inkstone/shared/api/payment';
import { orderStateLabel } from '../../topUp/orderStateLabel';

/** What the orders search filters on. */
export interface OrderSearch {
  user: string;
  outTradeNo: string;
  state: OrderState | '';
}

interface OrderSearchFormProps {
  onSearch: (search: OrderSearch) => void;
}

/** Search orders by user (id, email or phone), order number and state. */
export function OrderSearchForm({ onSearch }: OrderSearchFormProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState<OrderSearch>({ user: '', outTradeNo: '', state: '' });
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ p: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ ...search, user: search.user.trim(), outTradeNo: search.outTradeNo.trim() });
      }}
    >
      <TextField
        size="small"
        label={t('User ID, email or phone')}
        value={search.user}
        onChange={(event) => setSearch({ ...search, user: event.target.value })}
        sx={{ flex: 2 }}
      />
      <TextField
        size="small"
        label={t('Order number')}
        value={search.outTradeNo}
        onChange={(event) => setSearch({ ...search, outTradeNo: event.target.value })}
        sx={{ flex: 1 }}
      />
      <TextField
        select
        size="small"
        label={t('State')}
        value={search.state}
        onChange={(event) => setSearch({ ...search, state: event.target.value as OrderSearch['state'] })}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{t('All')}</MenuItem>
        {OrderState.options.map((state) => (
          <MenuItem key={state} value={state}>
            {orderStateLabel(state, t)}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained">
        {t('Search')}
      </Button>
    </Stack>
  );
}
