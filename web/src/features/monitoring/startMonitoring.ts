import type { createBrowserRouter } from 'react-router';
import { i18n } from '../../lib/i18n';
import { fetchMonitorConfig, sendReport } from './api';
import { BLANK_SCREEN_CHECKS_MS, blankScreenMessage, blankScreenOf } from './blankScreen';
import { setBoundaryErrorSink } from './boundaryReports';
import { errorFromBoundary, errorFromEvent, errorFromRejection } from './capturedErrors';
import { isTrackingRefused, routePatternOf, viewportClassOf } from './reportContext';
import { ReportQueue } from './reportQueue';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * spec §9 monitoring and analytics for this page life: script errors, rejections, failed resource
 * loads, errors the error page caught, blank screens after a route change, and a page view per
 * route change — queued under the spec's limits and sent as the server's configuration allows
 * (page views never when the browser asks not to be tracked).
 */
export function startMonitoring(router: Router, win: Window = window): ReportQueue {
  const queue = new ReportQueue({ send: sendReport });
  let route = routePatternOf(router.state.matches);
  const isRefused = isTrackingRefused(win.navigator);
  fetchMonitorConfig().then(
    (config) => queue.configure({ monitoring: config.monitoring, analytics: config.analytics && !isRefused }),
    () => queue.configure({ monitoring: false, analytics: false }),
  );

  // Capture phase: a failed <script>, <link> or <img> fires `error` on the element without bubbling.
  win.addEventListener(
    'error',
    (event) => {
      const error = errorFromEvent(event, route, win.location.origin);
      if (error) queue.addError(error);
    },
    true,
  );
  win.addEventListener('unhandledrejection', (event) => queue.addError(errorFromRejection(event.reason, route)));
  win.addEventListener('pagehide', () => queue.flush(true));
  setBoundaryErrorSink((error) => queue.addError(errorFromBoundary(error, route)));

  let lastPathname: string | undefined;
  let previousRoute: string | null = null;
  let blankTimers: Array<ReturnType<typeof setTimeout>> = [];
  const watchForBlankScreen = (pattern: string) => {
    blankTimers.forEach(clearTimeout);
    let isReported = false;
    blankTimers = BLANK_SCREEN_CHECKS_MS.map((delay) =>
      setTimeout(() => {
        const blank = isReported ? undefined : blankScreenOf(win.document.getElementById('root'));
        if (!blank) return;
        isReported = true;
        queue.addError({
          kind: 'blank-screen',
          message: blankScreenMessage(blank, pattern),
          stack: null,
          route: pattern,
        });
      }, delay),
    );
  };
  const handleRouterState = () => {
    const { initialized, navigation, location, matches } = router.state;
    if (!initialized || navigation.state !== 'idle' || location.pathname === lastPathname) return;
    lastPathname = location.pathname;
    const next = routePatternOf(matches);
    queue.addPageView({
      route: next,
      referrerRoute: previousRoute,
      language: i18n.language === 'zh-CN' ? 'zh-CN' : 'en',
      viewport: viewportClassOf(win.innerWidth),
    });
    route = next;
    previousRoute = next;
    watchForBlankScreen(next);
  };
  handleRouterState();
  router.subscribe(handleRouterState);
  return queue;
}
