import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/session';
import { MessagesLink } from './messages-link';

/*
 * The count comes with the API contract (zod), which the home page's first load must not carry
 * (the first-load budget, ADR 0030): it loads with the first signed-in render, as the bell's does.
 */
const UnreadMessagesLink = lazy(() => import('./unread-messages-link'));

/** The header's メッセージ link beside the bell, with the unread messages; nothing for a visitor. */
export function HeaderMessages() {
  const { authenticated } = useSession();
  if (!authenticated) return null;
  return (
    <Suspense fallback={<MessagesLink count={0} to="/mypage/inquiries" />}>
      <UnreadMessagesLink />
    </Suspense>
  );
}
