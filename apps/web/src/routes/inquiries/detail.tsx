import { useParams } from 'react-router';
import { PageError } from '@/app/error/page-error';
import { Container } from '@/components/ui/container';
import { InquiryThread, inquiryMessages as m, ThreadFallback, useThreadPageState } from '@/features/inquiries';
import { useDocumentTitle } from '@/lib/document-title';

/**
 * `/inquiries/:inquiryId`: a conversation's thread, one page for both of its people (as
 * `reserves/:reserveId` is for a reservation). Anyone else, and an unknown id, gets not-found.
 */
export function Component() {
  const { inquiryId = '' } = useParams();
  const state = useThreadPageState(inquiryId);
  useDocumentTitle(state.status === 'ready' ? `${m.thread.title}｜${state.inquiry.listing.title}` : m.thread.title);
  if (state.status === 'invalidUrl' || state.status === 'notFound') throw new PageError(state.status);
  return (
    <Container width="narrow">
      {state.status === 'ready' ? <InquiryThread key={state.inquiry.id} inquiry={state.inquiry} /> : <ThreadFallback state={state} />}
    </Container>
  );
}
