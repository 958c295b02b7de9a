import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendInquiryMessage, type InquiryMessage } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { inquiryKeys } from './keys';
import { appendPage, type LoadedMessages } from './show-inquiry-messages';

/**
 * A key the API recognises when the same message is sent again (a retry after a lost answer): 32
 * hex digits (getRandomValues works on plain http too, unlike randomUUID).
 */
export function newClientKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * send-inquiry-message. The same text sent again after a failure keeps its client key, so a
 * message that did reach the API before the connection dropped is not stored twice; a different
 * text gets a new key. The stored message joins the thread's cache at once.
 */
export function useSendInquiryMessage(inquiryId: string) {
  const queryClient = useQueryClient();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (body: string): Promise<InquiryMessage> => {
      if (attempt.current?.body !== body) attempt.current = { body, key: newClientKey() };
      return callApi(sendInquiryMessage, { inquiryId, body, clientKey: attempt.current.key });
    },
    onSuccess: async (message) => {
      attempt.current = null;
      queryClient.setQueryData<LoadedMessages>(inquiryKeys.messages(inquiryId), (loaded) =>
        loaded ? appendPage(loaded, { items: [message], hasOlder: loaded.hasOlder, readUpTo: loaded.readUpTo }) : loaded,
      );
      await queryClient.invalidateQueries({ queryKey: inquiryKeys.lists });
    },
    onError: async () => {
      // A closed thread, or a counterpart deactivated or unavailable: the heading says so once asked again.
      await queryClient.invalidateQueries({ queryKey: inquiryKeys.detail(inquiryId) });
    },
  });
}
