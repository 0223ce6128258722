import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

/** The folder tree on a phone: a drawer from the left, closed once a folder is chosen. */
export function FolderTreeDrawer({
  isOpen,
  onClose,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="left"
      open={isOpen}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(320px, 86vw)', p: 1 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1, pb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {t('My files')}
        </Typography>
        <IconButton aria-label={t('Close folders')} onClick={onClose} size="small" edge="end">
          <CloseRounded fontSize="small" />
        </IconButton>
      </Box>
      {children}
    </Drawer>
  );
}
