import { PageHeading } from '@/components/ui/page-heading';
import { ModerationQueue, reviewModerationMessages } from '@/features/reviews';
import { useDocumentTitle } from '@/lib/document-title';

const m = reviewModerationMessages.moderation;

/** `/operator/reviews`: the reviews to look at (new, reported, waiting, removed), accepted or removed with a reason. */
export function Component() {
  useDocumentTitle(m.title);
  return (
    <>
      <PageHeading title={m.title} lead={m.lead} />
      <div className="mt-8">
        <ModerationQueue />
      </div>
    </>
  );
}
