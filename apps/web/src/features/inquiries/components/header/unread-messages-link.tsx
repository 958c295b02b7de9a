import { useEffect, useRef } from 'react';
import type { InquiryUnreadTotals } from '@kurumatabi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useUserQuery } from '@/lib/user-query';
import { inquiryKeys } from '../../api/keys';
import { unreadTotalsQuery } from '../../api/show-inquiries';
import { listPathOf } from '../../inquiry-search';
import { MessagesLink } from './messages-link';

/** How often an open page asks for the unread count (only while the tab is visible). */
const POLL_INTERVAL_MS = 60_000;

/** Where the link leads: the list that holds unread messages (the guest's first), else the guest's list. */
export function unreadListPath(unread: InquiryUnreadTotals | undefined): string {
  if (!unread || unread.asGuest > 0) return listPathOf('guest');
  if (unread.byTargetKind.Car > 0) return listPathOf('car');
  if (unread.byTargetKind.Spot > 0) return listPathOf('spot');
  return listPathOf('guest');
}

/**
 * The header's unread messages (show-inquiries' `unread.total`, over all the user's threads as
 * guest and host): asked every minute, on the window's return and on every page change. A new count
 * refreshes the lists too.
 */
export default function UnreadMessagesLink() {
  const { pathname } = useLocation();
  const query = useUserQuery({ ...unreadTotalsQuery, refetchInterval: POLL_INTERVAL_MS, refetchOnWindowFocus: true });
  const { refetch } = query;

  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    void refetch({ cancelRefetch: false });
  }, [pathname, refetch]);

  const queryClient = useQueryClient();
  const total = query.data?.total;
  const lastTotal = useRef(total);
  useEffect(() => {
    if (lastTotal.current === total) return;
    const known = lastTotal.current !== undefined;
    lastTotal.current = total;
    if (known) void queryClient.invalidateQueries({ queryKey: inquiryKeys.lists });
  }, [total, queryClient]);

  return <MessagesLink count={total ?? 0} to={unreadListPath(query.data)} />;
}
