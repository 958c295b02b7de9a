import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';

/*
 * The count comes with the API contract (zod), which the home page's first load must not carry
 * (the first-load budget, ADR 0030): it loads with the first signed-in render, as the bell's does.
 */
const UnreadMessagesLink = lazy(() => import('./unread-messages-link'));

/**
 * The header's メッセージ link beside the bell, with the unread messages; nothing for a visitor. While its
 * chunk loads, a placeholder of its shape (the link and its icon come with the chunk, ADR 0030).
 */
export function HeaderMessages() {
  const { authenticated } = useSession();
  if (!authenticated) return null;
  return (
    <Suspense fallback={<Skeleton className="size-10 shrink-0 rounded-full" />}>
      <UnreadMessagesLink />
    </Suspense>
  );
}
