/**
 * spec §2: the browser's back (and forward) button forces a page reload. main.tsx installs this
 * before it creates the router, so this listener runs before React Router's and keeps the router
 * from rendering the previous page for a moment before the reload.
 */
export function reloadOnHistoryTraversal(target: Window = window): () => void {
  const onPopState = (event: PopStateEvent) => {
    event.stopImmediatePropagation();
    target.location.reload();
  };
  target.addEventListener('popstate', onPopState);
  return () => target.removeEventListener('popstate', onPopState);
}
