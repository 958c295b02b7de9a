import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/session';
import { BellLink } from './bell-link';

/*
 * The count comes with the API contract (zod), which the home page's first load must not carry
 * (the first-load budget, ADR 0030): it loads with the first signed-in render, as the identity SDK did before it.
 */
const UnreadCountBell = lazy(() => import('./unread-count-bell'));

/**
 * The header's bell: a link to the inbox named with the unread count, and a gold badge. Nothing
 * (and no request) for a visitor.
 */
export function NotificationBell() {
  const { authenticated } = useSession();
  if (!authenticated) return null;
  return (
    <Suspense fallback={<BellLink count={0} />}>
      <UnreadCountBell />
    </Suspense>
  );
}
