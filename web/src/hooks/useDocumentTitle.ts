import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { isRouteHandle } from '../routes/routeHandle';

/** Sets the browser tab title from the deepest matched route that declares one. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  const title = isRouteHandle(handle) ? handle.title(t) : 'Inkstone';
  useEffect(() => {
    document.title = title;
  }, [title]);
}
