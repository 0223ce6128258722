import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { OrderState } from '@inkstone/shared/api/payment';
import { orderStateLabel } from '../orderStateLabel';

const COLORS: Record<OrderState, ChipProps['color']> = {
  created: 'default',
  paying: 'info',
  paid: 'success',
  closed: 'default',
  expired: 'warning',
  refunded: 'secondary',
};

/** The state of an order as a coloured chip. */
export function OrderStateChip({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  return (
    <Chip
      label={orderStateLabel(state, t)}
      color={COLORS[state]}
      size="small"
      variant="outlined"
      data-testid="order-state"
    />
  );
}
