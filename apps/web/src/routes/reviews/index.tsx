import { MessageSquareText } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { ReviewListScreen, reviewMessages as m } from '@/features/reviews';
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
