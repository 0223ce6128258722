import { Outlet } from 'react-router';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { ScrollToTop } from './ScrollToTop';

/** spec §2 root view: the routed view and the scroll-to-top button (notifications live in App). */
export function RootView() {
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <ScrollToTop />
    </>
  );
}
