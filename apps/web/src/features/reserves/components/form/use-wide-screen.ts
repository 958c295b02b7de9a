import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: two months of the calendar side by side from here. */
const MD_UP = '(min-width: 768px)';

const hasMatchMedia = () => typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!hasMatchMedia()) return () => {};
  const query = window.matchMedia(MD_UP);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is at least `md` wide, following resizes and rotations (false without matchMedia, e.g. in tests). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasMatchMedia() && window.matchMedia(MD_UP).matches,
    () => false,
  );
}
