import { useTranslation } from 'react-i18next';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUpRounded from '@mui/icons-material/KeyboardArrowUpRounded';

/**
 * spec §2: the button that scrolls smoothly to the top, zooming in while `isVisible`. Loaded by
 * {@link ScrollToTop} the first time the page is scrolled down, so no page's first load carries it.
 */
export function ScrollToTopButton({ isVisible }: { isVisible: boolean }) {
  const { t } = useTranslation();
  return (
    <Zoom in={isVisible}>
      <Fab
        color="primary"
        size="medium"
        aria-label={t('Scroll to top')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <KeyboardArrowUpRounded />
      </Fab>
    </Zoom>
  );
}
