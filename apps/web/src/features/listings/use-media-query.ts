import { useSyncExternalStore } from 'react';

/** Whether a media query matches now (false where there is no window, e.g. tests without matchMedia). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** The `md` breakpoint of the theme: two calendar months side by side from here. */
export const MD_UP = '(min-width: 768px)';
