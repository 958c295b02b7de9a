import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createInquiry, type InquiryDetail } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { inquiryKeys } from './keys';
import { newClientKey } from './send-inquiry-message';

export type CreateInquiryTarget = { targetKind: 'Car' | 'Spot'; listingId: string } | { reserveId: string };

/**
 * create-inquiry: a question about a listing (or the first message of a reservation's thread).
 * As with messages, the same text sent again after a failure keeps its client key.
 */
export function useCreateInquiry(target: CreateInquiryTarget) {
  const queryClient = useQueryClient();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (body: string): Promise<InquiryDetail> => {
      if (attempt.current?.body !== body) attempt.current = { body, key: newClientKey() };
      return callApi(createInquiry, { ...target, body, clientKey: attempt.current.key });
    },
    onSuccess: async (inquiry) => {
      attempt.current = null;
      queryClient.setQueryData(inquiryKeys.detail(inquiry.id), inquiry);
      await queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
    },
  });
}
