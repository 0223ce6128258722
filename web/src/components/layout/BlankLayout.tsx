import { Outlet } from 'react-router';
import Box from '@mui/material/Box';

/** spec §2 blank layout: the page alone, for public pages and sign-in screens. */
export function BlankLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Outlet />
    </Box>
  );
}
