import { useTranslation } from 'react-i18next';
import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import type { DrawerContent } from '../drawerContent';
import { DrawerTitle } from './DrawerTitle';
import { PaperCard } from './PaperCard';
import { SpecChineseText } from './SpecChineseText';

interface PaperListDrawerProps {
  isOpen: boolean;
  content: DrawerContent;
  onClose: () => void;
}

/** spec §2 paper-list drawer: a group's papers (and why they were chosen), or all kept papers. */
export function PaperListDrawer({ isOpen, content, onClose }: PaperListDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="right"
      open={isOpen}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 560 } } } }}
    >
      <Box data-testid="paper-drawer" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Box
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 2.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Box sx={{ flex: 1 }}>
            <DrawerTitle content={content} />
          </Box>
          <IconButton aria-label={t('Close')} onClick={onClose} edge="end">
            <CloseRounded />
          </IconButton>
        </Box>
        <Box sx={{ flex: 1, overflowY: 'auto', p: 2.5 }}>
          {content.section && (
            <Box sx={{ mb: 2.5, p: 2, borderRadius: 2, bgcolor: (theme) => alpha(theme.palette.primary.main, 0.06) }}>
              <SpecChineseText
                text={(lng) => t('Why these sources?', { lng })}
                variant="subtitle2"
                color="primary"
                testId="drawer-reason-title"
                sx={{ mb: 0.5 }}
              />
              <Typography variant="body2" data-testid="drawer-reason">
                {content.section.reason}
              </Typography>
            </Box>
          )}
          <Stack spacing={1.5}>
            {content.papers.map((paper) => (
              <PaperCard key={paper.bibkey} paper={paper} />
            ))}
          </Stack>
        </Box>
      </Box>
    </Drawer>
  );
}
