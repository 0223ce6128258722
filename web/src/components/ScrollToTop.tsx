import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUpRounded from '@mui/icons-material/KeyboardArrowUpRounded';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '@inkstone/shared/constants';

/** spec §2: appears once the page is scrolled past 200 px; scrolls smoothly to the top. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    const handleScroll = () => setIsVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    handleScroll();
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, []);

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
