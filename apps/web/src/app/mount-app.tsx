import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type DataRouter, type RouteObject } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { readSsrState } from '@/ssr/ssr-state';
import { AppProviders } from './providers';
import { routes } from './router';

/** What a lazy screen's module may give its route. */
const ROUTE_PROPERTIES = ['Component', 'ErrorBoundary', 'HydrateFallback', 'loader', 'action', 'handle', 'shouldRevalidate'] as const;

/**
 * The lazy screens of the page being hydrated, loaded before the router starts: the router would
 * otherwise show its fallback while they load, which is not the server's markup.
 */
async function resolveLazyRoutes(all: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(all, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy()) as Partial<Record<(typeof ROUTE_PROPERTIES)[number], unknown>>;
      for (const key of ROUTE_PROPERTIES) if (module[key] !== undefined) Object.assign(route, { [key]: module[key] });
      route.lazy = undefined;
    }),
  );
}

/**
 * Lets the page take clicks once React runs it: the server's markup comes with pointer events off
 * (a click before hydration would do nothing), turned back on here, after the first commit. One
 * child, no markup: the tree's ids (useId) stay the server's.
 */
function Interactive({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    container.style.removeProperty('pointer-events');
  }, [container]);
  return children;
}

function App({ router, container }: { router: DataRouter; container: HTMLElement }) {
  return (
    <StrictMode>
      <AppProviders>
        <Interactive container={container}>
          <RouterProvider router={router} />
        </Interactive>
      </AppProviders>
    </StrictMode>
  );
}

/**
 * Starts the app (ADR 0029). A page the server rendered carries its state (ssr-state): the query
 * cache is filled from it, the screen's chunk loaded, and React hydrates the server's markup, so
 * no data is asked again. Any other page (signed-in screens, an error page, a rendering failure)
 * is the shell, rendered here as before.
 */
export async function mountApp(container: HTMLElement): Promise<void> {
  const state = readSsrState(document);
  if (!state) {
    createRoot(container).render(<App router={createBrowserRouter(routes)} container={container} />);
    return;
  }
  hydrate(queryClient, state.queries);
  await resolveLazyRoutes(routes, window.location);
  const router = createBrowserRouter(routes, { hydrationData: state.hydration });
  hydrateRoot(container, <App router={router} container={container} />);
}
