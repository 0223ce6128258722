import type { RouteObject } from 'react-router';
import type { SsrLoader } from './ssrLoader';

/** One URL pattern of the route table and the source modules its lazy routes import, outermost first. */
export interface RouteModules {
  /** React Router's pattern: `/apps/home`, `/pages/user-profile/:tab`. */
  path: string;
  /** Source paths as Vite's manifest keys them (`src/pages/LoginPage.tsx`). */
  modules: string[];
}

// The SSR runner rewrites `import('../pages/LoginPage')` to this call with the resolved source path.
const LAZY_IMPORT = /__vite_ssr_dynamic_import__\(\s*["']\/(src\/[^"']+)["']/g;

function lazyModulesOf(route: RouteObject): string[] {
  const source = typeof route.lazy === 'function' ? route.lazy.toString() : '';
  return [...source.matchAll(LAZY_IMPORT)].flatMap((m) => (m[1] ? [m[1]] : []));
}

function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

function collect(routes: RouteObject[], parentPath: string, parentModules: string[], out: RouteModules[]): void {
  for (const route of routes) {
    const path = route.path === undefined ? parentPath : joinPath(parentPath, route.path);
    const modules = [...parentModules, ...lazyModulesOf(route)];
    if (route.children) collect(route.children, path, modules, out);
    // The catch-all (`*`) is any unknown URL: nothing worth fetching ahead for it.
    else if (route.path !== undefined && !path.includes('*') && modules.length > 0) out.push({ path, modules });
  }
}

/**
 * Every URL pattern of the app's route table (web/src/routes/routes.tsx, read through the SSR
 * runner, so the table stays the one place routes are declared) with the modules it loads lazily.
 */
export async function routeModules(loader: SsrLoader): Promise<RouteModules[]> {
  const { routes } = await loader.load<{ routes: RouteObject[] }>('/src/routes/routes.tsx');
  const out: RouteModules[] = [];
  collect(routes, '', [], out);
  return out;
}
