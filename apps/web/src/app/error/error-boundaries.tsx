import { lazy } from 'react';

/**
 * The router's error screens, fetched with the first error (ADR 0030, fourth pass): a page that
 * works never needs them, and they were 1.5 KB of every page's first load. Nothing waits for them
 * behind a fallback: an update that ends in an error keeps what is on screen (React 19 suspends
 * the whole commit when no Suspense boundary is above) until the screen is here. The server waits
 * for the chunk as for any lazy part; a server-rendered error page is rendered again in the browser
 * (createRoot), and its markup stays until then.
 */
const RouteErrorScreen = lazy(async () => ({ default: (await import('./route-error-screen')).RouteErrorScreen }));
const AppCrashFallback = lazy(async () => ({ default: (await import('./app-crash-fallback')).AppCrashFallback }));

/** The error boundary of every page (inside the layout): the error screen of spec §2, or the way to sign-in. */
export function RouteErrorBoundary() {
  return <RouteErrorScreen />;
}

/** The default fallback, when even the layout failed. */
export function AppCrashBoundary() {
  return <AppCrashFallback />;
}
