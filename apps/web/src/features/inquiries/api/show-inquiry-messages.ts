import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showInquiryMessages, type InquiryMessage, type InquiryMessagesPage } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { inquiryKeys } from './keys';

/** While a thread is open (and the tab visible), it asks for new messages this often. */
export const MESSAGES_POLL_MS = 5_000;
/** The newest messages loaded on opening, and each page back. */
const PAGE_SIZE = 30;
/** At most this many new messages per poll; more arrive with the next one. */
const POLL_LIMIT = 100;

/** The messages loaded so far, oldest first, with the read marks of the latest answer. */
export type LoadedMessages = InquiryMessagesPage;

/** Messages of two answers as one list, each once, in the thread's order. */
export function mergeMessages(a: readonly InquiryMessage[], b: readonly InquiryMessage[]): InquiryMessage[] {
  const byId = new Map<string, InquiryMessage>();
  for (const message of [...a, ...b]) byId.set(message.id, message);
  return [...byId.values()].sort((x, y) => x.seq - y.seq);
}

/** The cache after a poll: what was loaded, what arrived since, and the new read marks. */
export function appendPage(loaded: LoadedMessages | undefined, page: InquiryMessagesPage): LoadedMessages {
  if (!loaded) return page;
  return { items: mergeMessages(loaded.items, page.items), hasOlder: loaded.hasOlder, readUpTo: page.readUpTo };
}

/** The cache after scrolling back: the older page before what was loaded. */
export function prependPage(loaded: LoadedMessages, page: InquiryMessagesPage): LoadedMessages {
  return { items: mergeMessages(page.items, loaded.items), hasOlder: page.hasOlder, readUpTo: loaded.readUpTo };
}

/**
 * show-inquiry-messages kept up to date while the thread is open: the newest page first, then
 * every MESSAGES_POLL_MS only what arrived after the last message (`afterSeq`), merged into the
 * cache; older pages are added in front on demand. Each answer marks the thread read up to its
 * newest message, so the unread counts of the lists and the header are refreshed when the other
 * side's messages arrive.
 */
export function useThreadMessages(inquiryId: string, enabled = true) {
  const queryClient = useQueryClient();
  const key = inquiryKeys.messages(inquiryId);

  const query = useUserQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<LoadedMessages> => {
      const loaded = queryClient.getQueryData<LoadedMessages>(key);
      const lastSeq = loaded?.items.at(-1)?.seq;
      const page = await callApi(
        showInquiryMessages,
        lastSeq === undefined ? { inquiryId, limit: PAGE_SIZE } : { inquiryId, afterSeq: lastSeq, limit: POLL_LIMIT },
        { signal },
      );
      const next = appendPage(queryClient.getQueryData<LoadedMessages>(key), page);
      if (page.items.some((message) => !message.mine) || !loaded) {
        // Reading moved the viewer's unread counts: the lists and the header's badge ask again.
        void queryClient.invalidateQueries({ queryKey: inquiryKeys.lists });
        void queryClient.invalidateQueries({ queryKey: inquiryKeys.unread });
        // The bell too (the notifications feature's prefix: features do not import each other).
        void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      }
      return next;
    },
    enabled,
    staleTime: 0,
    refetchInterval: MESSAGES_POLL_MS,
  });

  const older = useMutation({
    mutationFn: (beforeSeq: number) => callApi(showInquiryMessages, { inquiryId, beforeSeq, limit: PAGE_SIZE }),
    onSuccess: (page) => {
      queryClient.setQueryData<LoadedMessages>(key, (loaded) => (loaded ? prependPage(loaded, page) : page));
    },
  });

  const loadOlder = () => {
    const first = query.data?.items[0];
    if (first && !older.isPending) older.mutate(first.seq);
  };

  return { query, loadOlder, loadingOlder: older.isPending, olderFailed: older.isError };
}
