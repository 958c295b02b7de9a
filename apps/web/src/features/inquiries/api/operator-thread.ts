import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showInquiryThread, type InquiryMessagesPage, type OperatorInquiryView } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { inquiryKeys } from './keys';
import { prependPage } from './show-inquiry-messages';

const PAGE_SIZE = 30;

export type OperatorThreadTarget = { inquiryId: string } | { reserveId: string };

interface OperatorThread {
  inquiry: OperatorInquiryView;
  messages: InquiryMessagesPage;
}

/**
 * An operator reads a thread (show-inquiry-thread), by its id or its reservation's. Every read
 * writes a row of the operator audit log, so the page reads once when opened (no polling, no
 * refetch on return) and again only when asked (再読み込み) or to page back.
 */
export function useOperatorThread(target: OperatorThreadTarget) {
  const queryClient = useQueryClient();
  const key = [...inquiryKeys.all, 'operator', target] as const;
  const query = useUserQuery({
    queryKey: key,
    queryFn: ({ signal }): Promise<OperatorThread> => callApi(showInquiryThread, { ...target, limit: PAGE_SIZE }, { signal }),
    staleTime: Infinity,
    gcTime: 0,
  });
  const older = useMutation({
    mutationFn: ({ inquiryId, beforeSeq }: { inquiryId: string; beforeSeq: number }) =>
      callApi(showInquiryThread, { inquiryId, beforeSeq, limit: PAGE_SIZE }),
    onSuccess: (page) => {
      queryClient.setQueryData<OperatorThread>(key, (loaded) =>
        loaded ? { inquiry: loaded.inquiry, messages: prependPage(loaded.messages, page.messages) } : page,
      );
    },
  });
  const loadOlder = () => {
    const loaded = query.data;
    const first = loaded?.messages.items[0];
    if (loaded && first && !older.isPending) older.mutate({ inquiryId: loaded.inquiry.id, beforeSeq: first.seq });
  };
  return { query, loadOlder, loadingOlder: older.isPending };
}
