import type { InquiryDetail } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { useInquiry } from '../../api/show-inquiry';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ThreadPageState =
  | { status: 'invalidUrl' }
  | { status: 'notFound' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; inquiry: InquiryDetail };

/**
 * The thread of `inquiries/:inquiryId`: a malformed id is an invalid URL; a thread the viewer is
 * not part of, or that does not exist (the API never tells which), is not found.
 */
export function useThreadPageState(inquiryId: string): ThreadPageState {
  const valid = uuid.test(inquiryId);
  const query = useInquiry(valid ? inquiryId : '00000000-0000-0000-0000-000000000000', valid);
  if (!valid) return { status: 'invalidUrl' };
  if (query.data) return { status: 'ready', inquiry: query.data };
  if (query.error) {
    if (query.error instanceof ApiError && query.error.status === 404) return { status: 'notFound' };
    return { status: 'error', retry: () => void query.refetch() };
  }
  return { status: 'loading' };
}
