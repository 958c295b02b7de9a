import { queryOptions } from '@tanstack/react-query';
import { listFaq } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';

/** All questions in one page (the API allows 100; the FAQ is far shorter), filtered on the client. */
export const faqListQuery = queryOptions({
  queryKey: ['faq', 'list'],
  queryFn: ({ signal }) => callApi(listFaq, { limit: 100 }, { signal }),
});
