import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  answerContactMessage,
  listContactMessages,
  markContactMessageDone,
  showContactMessage,
  type ContactCategory,
  type ContactMessageDetail,
  type ContactState,
} from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';

/** How many messages a page of the inbox shows. */
export const CONTACT_PAGE_SIZE = 20;

export const contactInboxKeys = {
  all: ['operator', 'contact-messages'] as const,
  list: (input: object) => ['operator', 'contact-messages', 'list', input] as const,
  detail: (contactMessageId: string) => ['operator', 'contact-messages', 'detail', contactMessageId] as const,
};

export interface ContactInboxFilter {
  state: ContactState | undefined;
  category: ContactCategory | undefined;
  page: number;
}

/** A page of the inbox with the counts per state. Always asked again when shown: other operators answer too. */
export function useContactInbox({ state, category, page }: ContactInboxFilter) {
  const input = { state, category, limit: CONTACT_PAGE_SIZE, offset: (page - 1) * CONTACT_PAGE_SIZE };
  return useUserQuery({
    queryKey: contactInboxKeys.list(input),
    queryFn: ({ signal }) => callApi(listContactMessages, input, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function contactMessageQuery(contactMessageId: string) {
  return queryOptions({
    queryKey: contactInboxKeys.detail(contactMessageId),
    queryFn: ({ signal }) => callApi(showContactMessage, { contactMessageId }, { signal }),
    staleTime: 0,
  });
}

export function useContactMessage(contactMessageId: string, enabled: boolean) {
  return useUserQuery({ ...contactMessageQuery(contactMessageId), enabled });
}

/** After an answer or 対応完了: the answer replaces the message, and the lists (and their counts) are asked again. */
function useSettle() {
  const queryClient = useQueryClient();
  return {
    onSuccess: async (message: ContactMessageDetail) => {
      queryClient.setQueryData(contactInboxKeys.detail(message.id), message);
      await queryClient.invalidateQueries({ queryKey: [...contactInboxKeys.all, 'list'] });
    },
    // Most often another operator acted first: show the message as it is now.
    onError: async (_error: unknown, input: { contactMessageId: string }) => {
      await queryClient.invalidateQueries({ queryKey: contactInboxKeys.detail(input.contactMessageId) });
    },
  };
}

export function useAnswerContactMessage() {
  return useMutation({
    mutationFn: (input: { contactMessageId: string; answer: string; done: boolean }) => callApi(answerContactMessage, input),
    ...useSettle(),
  });
}

export function useMarkContactMessageDone() {
  return useMutation({
    mutationFn: (input: { contactMessageId: string }) => callApi(markContactMessageDone, input),
    ...useSettle(),
  });
}
