import Box from '@mui/material/Box';
import { NotFoundContent } from '../components/NotFoundContent';

/** The catch-all page (spec §2: not found, blank layout, public). */
export function NotFoundPage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <NotFoundContent />
    </Box>
  );
}
