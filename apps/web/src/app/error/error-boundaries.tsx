import { lazy } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isServerMissing } from './page-status';

/**
 * The router's error screens, fetched with the first error (ADR 0030, fourth pass): a page that
 * works never needs them, and they were 1.5 KB of every page's first load. Nothing waits for them
 * behind a fallback: an update that ends in an error keeps what is on screen (React 19 suspends
 * the whole commit when no Suspense boundary is above) until the screen is here. The server waits
 * for the chunk as for any lazy part; a server-rendered error page is rendered again in the browser
 * (createRoot), and its markup stays until then.
 */
const RouteErrorScreen = lazy(async () => ({ default: (await import('./route-error-screen')).RouteErrorScreen }));
const MissingPageScreen = lazy(async () => ({ default: (await import('./route-error-screen')).MissingPageScreen }));
const AppCrashFallback = lazy(async () => ({ default: (await import('./app-crash-fallback')).AppCrashFallback }));

/** The error boundary of every page (inside the layout): the error screen of spec §2, or the way to sign-in. */
export function RouteErrorBoundary() {
  return <RouteErrorScreen />;
}

/** The default fallback, when even the layout failed. */
export function AppCrashBoundary() {
  return <AppCrashFallback />;
}

/**
 * The pages' frame (issue 32): the page of the address, or, for the first address of a document the server
 * answered 404 or 410, the not-found screen at once, without the page asking the API again what the server
 * already answered (and logging its refusal).
 */
export function MissingPageGate() {
  const location = useLocation();
  return isServerMissing(location.key) ? <MissingPageScreen /> : <Outlet />;
}
