import { PRIVATE_AREAS, privatePageRoutes, publicPageRoutes, type PageRoute, type PrivateArea } from '@kurumatabi/contract/pages';
import { createBrowserRouter, data, type RouteObject } from 'react-router';
import { AppCrashBoundary, MissingPageGate, RouteErrorBoundary } from './error/error-boundaries';
import { BootScreen, RootLayout } from './layouts/root-layout';
import { requireAuth } from './require-auth';
import { screenLoader } from './screens';
import { SignedInOnly } from './signed-in-only';

/** A declared page's route: its path below `base`, its screen lazy (mountApp loads the first page's before hydrating). */
function routeOf(page: PageRoute, base: string): RouteObject {
  const lazy = screenLoader(page);
  const path = page.path.slice(base.length).replace(/^\//, '');
  return path ? { path, lazy } : { index: true, lazy };
}

/** The layout of a signed-in area, its navigation no part of a public page's first load (ADR 0030). */
const areaLayouts: Record<PrivateArea, RouteObject['lazy']> = {
  mypage: async () => ({ Component: (await import('./layouts/mypage-layout')).MypageLayout }),
  // 運営管理: its loader answers anyone but an operator with the no-permission screen (403).
  operator: () => import('./layouts/operator-layout'),
};

const signedIn = privatePageRoutes.filter((page) => page.signIn);
const areaRoutes = (Object.keys(PRIVATE_AREAS) as PrivateArea[]).map((area): RouteObject => ({
  path: PRIVATE_AREAS[area].slice(1),
  lazy: areaLayouts[area],
  children: signedIn.filter((page) => page.area === area).map((page) => routeOf(page, PRIVATE_AREAS[area])),
}));

/**
 * The routes of every declared page (`@kurumatabi/contract/pages`, ADR 0053), each screen in its own lazy
 * chunk. A path the declaration does not know falls to the not-found error screen.
 */
export const pageRoutes: RouteObject[] = [
  ...[...publicPageRoutes, ...privatePageRoutes.filter((page) => !page.signIn)].map((page) => routeOf(page, '')),
  {
    // Sign-in-only pages: the loader waits for the session and redirects visitors (spec §2).
    loader: requireAuth,
    Component: SignedInOnly,
    children: [...areaRoutes, ...signedIn.filter((page) => !page.area).map((page) => routeOf(page, ''))],
  },
  {
    // Any other URL: the not-found error screen (the loader always throws, nothing renders here).
    path: '*',
    loader: () => {
      throw data(null, { status: 404, statusText: 'Not Found' });
    },
    element: null,
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // The default fallback: only when the layout itself fails.
    ErrorBoundary: AppCrashBoundary,
    HydrateFallback: BootScreen,
    // Pathless: its error screen renders inside the layout (header and footer stay).
    children: [{ Component: MissingPageGate, ErrorBoundary: RouteErrorBoundary, children: pageRoutes }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
