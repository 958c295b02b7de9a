import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';

/*
 * The count comes with the API contract (zod), which the home page's first load must not carry
 * (the first-load budget, ADR 0030): it loads with the first signed-in render, as the identity SDK did before it.
 */
const UnreadCountBell = lazy(() => import('./unread-count-bell'));

/**
 * The header's bell: a link to the inbox named with the unread count, and a gold badge. Nothing
 * (and no request) for a visitor. While its chunk loads, a placeholder of its shape: the link, its
 * icon and its copy come with the chunk, not with every visitor's first load (ADR 0030).
 */
export function NotificationBell() {
  const { authenticated } = useSession();
  if (!authenticated) return null;
  return (
    <Suspense fallback={<Skeleton className="size-10 shrink-0 rounded-full" />}>
      <UnreadCountBell />
    </Suspense>
  );
}
