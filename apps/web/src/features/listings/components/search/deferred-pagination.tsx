import { lazyWhenVisible } from '@/lib/lazy-when-visible';

/**
 * The result pages' links sit below twenty cards: server-rendered as links that work before their code comes, the
 * code fetched when the reader scrolls near them (ADR 0056). Its props are plain values (the memoised filters), so a
 * re-render does not count as a change.
 */
export const DeferredSearchPagination = lazyWhenVisible(
  'search-pagination',
  () => import('./search-pagination').then((module) => module.SearchPagination),
  { fallback: null },
);
