import { lazy, Suspense, useEffect, useState } from 'react';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '@inkstone/shared/constants';

const ScrollToTopButton = lazy(async () => ({ default: (await import('./ScrollToTopButton')).ScrollToTopButton }));

/**
 * spec §2: a scroll-to-top button appears once the page is scrolled past 200 px. The button (MUI's
 * Fab and Zoom) is fetched the first time that happens: most visits never scroll that far, and
 * every page's first load is lighter without it (issue 22, initial JS).
 */
export function ScrollToTop() {
  const [isVisible, setIsVisible] = useState(false);
  const [hasScrolled, setHasScrolled] = useState(false);

  useEffect(() => {
    const handleScroll = () => {
      const isPast = window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX;
      setIsVisible(isPast);
      if (isPast) setHasScrolled(true);
    };
    window.addEventListener('scroll', handleScroll, { passive: true });
    // A page that opens scrolled (a reload, a step back) is checked once its first frame is drawn:
    // read at mount, window.scrollY made the browser lay out the whole new page right then, a
    // second time before the paint (64 ms of a phone-sized home page's load, issue 22).
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(handleScroll, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.removeEventListener('scroll', handleScroll);
    };
  }, []);

  if (!hasScrolled) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton isVisible={isVisible} />
    </Suspense>
  );
}
