import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { listFailedMails, retryFailedMail } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';

/** How many failed mails a page shows. */
export const FAILED_MAIL_PAGE_SIZE = 20;

const failedMailKeys = {
  all: ['operator', 'failed-mails'] as const,
  page: (offset: number) => ['operator', 'failed-mails', { offset }] as const,
};

/** The mails the job engine gave up on, the most recently failed first. */
export function useFailedMails(page: number) {
  const offset = (page - 1) * FAILED_MAIL_PAGE_SIZE;
  return useUserQuery({
    queryKey: failedMailKeys.page(offset),
    queryFn: ({ signal }) => callApi(listFailedMails, { limit: FAILED_MAIL_PAGE_SIZE, offset }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** 再送する: one more attempt at once; the mail leaves the list (sent, or failed again later). */
export function useRetryFailedMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailId: string) => callApi(retryFailedMail, { mailId }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: failedMailKeys.all });
    },
  });
}
