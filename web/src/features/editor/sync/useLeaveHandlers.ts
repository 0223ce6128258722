import { useEffect, useLayoutEffect, useRef } from 'react';

interface LeaveHandlers {
  save: () => Promise<void>;
  keepDraft: () => void;
  hasUnsaved: () => boolean;
}

/**
 * Saves when the tab is hidden or left and when the network returns; warns before closing the tab
 * with edits the server does not have yet.
 */
export function useLeaveHandlers(handlers: LeaveHandlers): void {
  const ref = useRef(handlers);
  useLayoutEffect(() => {
    ref.current = handlers;
  });

  useEffect(() => {
    const flush = () => {
      ref.current.keepDraft();
      void ref.current.save();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!ref.current.hasUnsaved()) return;
      ref.current.keepDraft();
      event.preventDefault();
    };
    const onOnline = () => void ref.current.save();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('online', onOnline);
    return () => {
      flush();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('online', onOnline);
    };
  }, []);
}
