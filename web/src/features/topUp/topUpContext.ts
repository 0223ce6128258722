import { createContext, useContext } from 'react';
import type { PaymentOrder } from '@inkstone/shared/api/payment';

/** Opens the one top-up dialog of the app shell. */
export interface TopUpControls {
  /** Opens the dialog: on the newest pending order of this device if there is one, else on the packages. */
  open: () => void;
  /** Opens the dialog on an order (the orders page's pending ones). */
  openOrder: (order: PaymentOrder) => void;
}

export const TopUpContext = createContext<TopUpControls | undefined>(undefined);

/** The top-up dialog's controls; undefined outside the signed-in shell (then offer no top-up). */
export function useTopUp(): TopUpControls | undefined {
  return useContext(TopUpContext);
}
