import { lazy, Suspense } from 'react';
import Stack from '@mui/material/Stack';
import { useStore } from '../hooks/useStore';
import { snackbar } from '../lib/snackbarStore';
import { visibleEntries } from '../lib/snackbarQueue';

// Fetched with the first notification: MUI's Alert, Collapse and buttons stay out of every page's
// first load (issue 22, initial JS).
const SnackbarItem = lazy(async () => ({ default: (await import('./SnackbarItem')).SnackbarItem }));

/** The global notification list (spec §2 root view), stacked at the top centre of the window. */
export function SnackbarHost() {
  const queue = useStore(snackbar.store);
  return (
    <Stack
      spacing={1}
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'min(440px, calc(100vw - 32px))',
        zIndex: (theme) => theme.zIndex.snackbar,
        pointerEvents: 'none',
      }}
    >
      <Suspense fallback={null}>
        {visibleEntries(queue).map((entry) => (
          <SnackbarItem
            key={entry.id}
            entry={entry}
            onClose={() => snackbar.close(entry.id)}
            onExited={() => snackbar.remove(entry.id)}
          />
        ))}
      </Suspense>
    </Stack>
  );
}
