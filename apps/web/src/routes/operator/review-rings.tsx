import { PageHeading } from '@/components/ui/page-heading';
import { ReviewRingList, reviewRingMessages as m } from '@/features/operator';
import { useDocumentTitle } from '@/lib/document-title';

/** `/operator/review-rings`: accounts that review each other as one person would (ADR 0046). */
export function Component() {
  useDocumentTitle(m.title);
  return (
    <>
      <PageHeading title={m.title} lead={m.lead} />
      <div className="mt-8">
        <ReviewRingList />
      </div>
    </>
  );
}
