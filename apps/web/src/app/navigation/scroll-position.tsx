import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { withoutLoginParams } from '@/lib/login-redirect';
import { persistScroll, rememberedScroll, rememberScroll, restoreScroll } from './scroll-memory';

/** The page last shown and its history entry, across remounts (React's StrictMode runs effects twice in development). */
let lastPage: string | null = null;
let lastPath: string | null = null;
let currentKey: string | null = null;
/** Ends a restoring that still waits for the page to grow (another page came first). */
let stopRestoring = () => {};

/**
 * spec §2 says every navigation scrolls the page to the top: read as every new navigation (a link, a
 * search, a push or a replace to another page), while the back and forward buttons (which reload the
 * page, spec §2) bring the reader back where they were on that page (ADR 0035).
 * - Not a new page: opening or closing the sign-in dialog (only the `login` parameters change), and a
 *   page rewriting its own address in place (a replace on the same path: the reserve form's dates).
 * - The page the browser loaded is placed where the reader left that history entry (a reload, back,
 *   forward), or left where it is: a reader who began scrolling a server-rendered page before the app
 *   ran keeps their place.
 */
export function ScrollPosition() {
  const { pathname, search, key } = useLocation();
  const navigationType = useNavigationType();
  const page = withoutLoginParams(pathname, search);

  useLayoutEffect(() => {
    if (currentKey !== null && currentKey !== key) stopRestoring();
    currentKey = key;
    if (lastPage === null) {
      // The app places the page itself: the browser's own restoring (at a reload, before the app
      // runs) would put back wherever the previous page of the tab was scrolled.
      window.history.scrollRestoration = 'manual';
      lastPage = page;
      lastPath = pathname;
      const saved = rememberedScroll(key);
      if (saved && window.scrollY === 0) stopRestoring = restoreScroll(saved);
      return;
    }
    const samePage = lastPage === page || (navigationType === 'REPLACE' && lastPath === pathname);
    if (!samePage) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    lastPage = page;
    lastPath = pathname;
  }, [key, page, pathname, navigationType]);

  useEffect(() => {
    // Kept at once, not on the next frame: a tap that navigates may come before that frame on a busy
    // machine, and the page it left would then have no position to come back to. Before a press or a
    // key that may leave the page, the position is taken again for the same reason.
    const remember = () => {
      if (currentKey) rememberScroll(currentKey, window.scrollY);
    };
    const onPageHide = () => {
      remember();
      persistScroll();
    };
    const leaving = ['scroll', 'click', 'keydown'] as const;
    for (const type of leaving) window.addEventListener(type, remember, { capture: true, passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      for (const type of leaving) window.removeEventListener(type, remember, { capture: true });
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);
  return null;
}
