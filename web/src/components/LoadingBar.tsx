import Box from '@mui/material/Box';
import { useStore } from '../hooks/useStore';
import { loadingBar } from '../lib/loadingBar';

/** The thin progress bar at the top of the window while a page loads (spec §2, §4). */
export function LoadingBar() {
  const { progress, visible } = useStore(loadingBar.store);
  return (
    <Box
      role="progressbar"
      aria-hidden={!visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: 3,
        width: `${progress}%`,
        bgcolor: 'primary.main',
        boxShadow: '0 0 8px rgba(105, 108, 255, 0.6)',
        opacity: visible ? 1 : 0,
        transition: visible ? 'width 400ms ease-out, opacity 150ms' : 'opacity 300ms ease 100ms',
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        pointerEvents: 'none',
      }}
    />
  );
}
