import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type DataRouter, type RouteObject } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { setHydrating } from '@/lib/session';
import { readSsrState } from '@/ssr/ssr-state';
import { logUnexpectedError } from './error/page-status';
import { heldForHydration } from './hold-hydration';
import { AppProviders } from './providers';
import { routes } from './router';
import { yieldToMain } from './yield-to-main';

/** What a lazy screen's module may give its route. */
const ROUTE_PROPERTIES = ['Component', 'ErrorBoundary', 'HydrateFallback', 'loader', 'action', 'handle', 'shouldRevalidate'] as const;

/**
 * The lazy screens of the page being hydrated, loaded before the router starts: the router would
 * otherwise show its fallback while they load, which is not the server's markup. Every screen
 * hydrates at load (ADR 0056): what it does not need at first paint is split below it
 * (lib/lazy-when-visible, dialogs loaded on their button's press).
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
    // Hydrated: components mounted from now on start from the session as it is.
    setHydrating(false);
    container.style.removeProperty('pointer-events');
  }, [container]);
  return children;
}

/**
 * A missing page or a forbidden one is an answer the error screens show, not a fault: neither React nor React
 * Router logs it (both would print it as a console error by default). Anything else is logged (page-status.ts).
 */
const rootOptions = { onCaughtError: (error: unknown) => logUnexpectedError(error) };

function App({ router, container }: { router: DataRouter; container: HTMLElement }) {
  return (
    <StrictMode>
      <AppProviders>
        <Interactive container={container}>
          <RouterProvider router={router} onError={logUnexpectedError} />
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
 *
 * The page is already painted, so starting it may take a few tasks instead of one long one that
 * holds the phone's main thread (ADR 0030, fourth pass): each step gives the browser a turn, and
 * hydration itself is a transition, which React does in slices of a few milliseconds, yielding in
 * between, instead of in one piece. A key press that reaches a part not hydrated yet makes React
 * hydrate that part at once and replay it; clicks wait, since the server's markup takes no pointer
 * events before the first commit (see Interactive).
 */
export async function mountApp(container: HTMLElement): Promise<void> {
  // The entry's own evaluation (every module of the first chunk) ends here: a turn before the rest.
  await yieldToMain();
  const state = readSsrState(document);
  if (!state) {
    createRoot(container, rootOptions).render(<App router={createBrowserRouter(routes)} container={container} />);
    return;
  }
  hydrate(queryClient, state.queries);
  await resolveLazyRoutes(routes, window.location);
  // What the screens hydrate with that is not in their chunks (a wide search's sidebar form, ADR 0056).
  await heldForHydration();
  // The screen's chunk was evaluated in the task that resolved its import.
  await yieldToMain();
  const router = createBrowserRouter(routes, { hydrationData: state.hydration });
  await yieldToMain();
  setHydrating(true);
  startTransition(() => {
    hydrateRoot(container, <App router={router} container={container} />, rootOptions);
  });
}
