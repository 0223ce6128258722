import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

interface Props {
  isOpen: boolean;
  onClose: () => void;
  /** The notes sidebar. */
  children: ReactNode;
}

/**
 * The notes list on a phone while a note is open: a drawer from the left, so the note itself is the
 * first screen. It stays mounted while closed, so the list keeps its scroll position and search.
 */
export function NotesDrawer({ isOpen, onClose, children }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="left"
      open={isOpen}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      // Leaves a strip of the note showing, which says where the drawer goes and closes it when tapped.
      slotProps={{ paper: { sx: { width: 'min(340px, 86vw)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1.5, pt: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {t('Notes')}
        </Typography>
        <IconButton aria-label={t('Close notes list')} onClick={onClose} size="small" edge="end">
          <CloseRounded fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>{children}</Box>
    </Drawer>
  );
}
