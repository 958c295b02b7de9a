import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { withoutLoginParams } from '@/lib/login-redirect';

/** The page last shown, across remounts (React's StrictMode runs effects twice in development). */
let lastPage: string | null = null;

/**
 * spec §2: every navigation scrolls the page to the top. Opening or closing the sign-in dialog
 * (only the `login` parameters change) is not a navigation to another page, so it keeps the place.
 * The page the browser loaded is not a navigation of the app's: the browser placed it, and a reader
 * who began scrolling a server-rendered page before the app ran keeps their place (the app no longer
 * throws them back to the top when it hydrates).
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const page = withoutLoginParams(pathname, search);
  useLayoutEffect(() => {
    if (lastPage !== null && lastPage !== page) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    lastPage = page;
  }, [page]);
  return null;
}
