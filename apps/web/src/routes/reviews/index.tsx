import { MessageSquareText } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
// Straight from their modules: the feature's index also re-exports its forms (zod, the photo upload), which a
// reader of reviews does not need on the first load (ADR 0030).
import { ReviewListScreen } from '@/features/reviews/components/review-list-screen';
import { reviewMessages as m } from '@/features/reviews/messages';
import { useDocumentTitle } from '@/lib/document-title';

/** `review` and `reviews` (spec §2, one screen): every published review, newest first, by kind and region, paged. */
export function Component() {
  useDocumentTitle(m.list.title);
  return (
    <Container className="py-6 sm:py-10">
      <PageHeading
        eyebrow={m.eyebrow}
        icon={<MessageSquareText className="size-4" aria-hidden />}
        title={m.list.title}
        lead={m.list.lead}
      />
      <div className="mt-8">
        <ReviewListScreen />
      </div>
    </Container>
  );
}
