import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { withoutLoginParams } from '@/lib/login-redirect';

/**
 * spec §2: every navigation scrolls the page to the top. Opening or closing the sign-in dialog
 * (only the `login` parameters change) is not a navigation to another page, so it keeps the place.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const page = withoutLoginParams(pathname, search);
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [page]);
  return null;
}
