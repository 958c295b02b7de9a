import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useUserQuery } from '@/lib/user-query';
import { notificationKeys, unreadCountQuery } from '../api/show-notifications';
import { BellLink } from './bell-link';

/** How often an open page asks for the unread count (only while the tab is visible). */
const POLL_INTERVAL_MS = 60_000;

/**
 * The bell with its count (show-notifications, one item, for `unreadCount`): asked every minute,
 * when the window regains focus, and on every page change. A failed ask leaves the bell without a
 * badge until the next one.
 */
export default function UnreadCountBell() {
  const { pathname } = useLocation();
  const query = useUserQuery({
    ...unreadCountQuery,
    refetchInterval: POLL_INTERVAL_MS,
    // The app's default is off (spec §9); the bell is the one thing that should catch up on return.
    refetchOnWindowFocus: true,
  });
  const { refetch } = query;

  // The first render already fetches; an answer still on its way is reused, not cancelled.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    void refetch({ cancelRefetch: false });
  }, [pathname, refetch]);

  // A new count means the inbox lists are out of date too (refetched now if one is on screen).
  const queryClient = useQueryClient();
  const count = query.data;
  const lastCount = useRef(count);
  useEffect(() => {
    if (lastCount.current === count) return;
    const known = lastCount.current !== undefined;
    lastCount.current = count;
    if (known) void queryClient.invalidateQueries({ queryKey: notificationKeys.inboxes });
  }, [count, queryClient]);

  return <BellLink count={count ?? 0} />;
}
