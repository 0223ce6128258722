import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { PaymentOrder } from '@inkstone/shared/api/payment';
import { setTopUpHandler } from '../../../lib/apiClient';
import { activeOrderOf, pendingOrders, storedOrder, type ActiveOrder } from '../pendingOrders';
import { TopUpContext, type TopUpControls } from '../topUpContext';
import { TopUpDialog } from './TopUpDialog';

interface DialogState {
  isOpen: boolean;
  order: ActiveOrder | undefined;
  /** Remounts the dialog's content on every opening, so nothing of a previous visit lingers. */
  visit: number;
}

/**
 * Mounted once in the signed-in shell: the top-up dialog, the `useTopUp()` controls, and the opener
 * the API client offers after a 402.
 */
export function TopUpProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<DialogState>({ isOpen: false, order: undefined, visit: 0 });
  const controls = useMemo<TopUpControls>(
    () => ({
      open: () => setState((s) => ({ isOpen: true, order: pendingOrders()[0], visit: s.visit + 1 })),
      openOrder: (order: PaymentOrder) =>
        setState((s) => ({
          isOpen: true,
          order: storedOrder(order.outTradeNo) ?? activeOrderOf(order),
          visit: s.visit + 1,
        })),
    }),
    [],
  );
  // Any call refused for want of words (402) offers this dialog in its snackbar (apiClient).
  useEffect(() => {
    setTopUpHandler(controls.open);
    return () => setTopUpHandler(undefined);
  }, [controls]);
  return (
    <TopUpContext.Provider value={controls}>
      {children}
      <TopUpDialog
        key={state.visit}
        isOpen={state.isOpen}
        initialOrder={state.order}
        onClose={() => setState((s) => ({ ...s, isOpen: false }))}
      />
    </TopUpContext.Provider>
  );
}
