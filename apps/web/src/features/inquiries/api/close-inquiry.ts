import { useMutation, useQueryClient } from '@tanstack/react-query';
import { closeInquiry } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { inquiryKeys } from './keys';

/** close-inquiry: the answer replaces the heading, and the lists move the thread to 終了. */
export function useCloseInquiry(inquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(closeInquiry, { inquiryId }),
    onSuccess: async (inquiry) => {
      queryClient.setQueryData(inquiryKeys.detail(inquiryId), inquiry);
      await queryClient.invalidateQueries({ queryKey: inquiryKeys.lists });
    },
    onError: async () => {
      await queryClient.invalidateQueries({ queryKey: inquiryKeys.detail(inquiryId) });
    },
  });
}
