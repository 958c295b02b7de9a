import { CalendarCheck } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { MyReserves } from '@/features/reserves/components/mine/my-reserves';
import { reserveMessages as m } from '@/features/reserves/messages';
import { ReviewPromptsPanel } from '@/features/reviews/components/review-prompts-panel';
import { useDocumentTitle } from '@/lib/document-title';

/**
 * `/mypage/reserves` (spec §2): the user's reservations as a guest, upcoming and past (the mypage
 * layout gives the frame), under the reservations waiting for the user's review while any are.
 */
export function Component() {
  useDocumentTitle(m.mine.title);
  return (
    <>
      <PageHeading
        eyebrow={m.mine.eyebrow}
        icon={<CalendarCheck className="size-4" aria-hidden />}
        title={m.mine.title}
        lead={m.mine.lead}
      />
      <div className="mt-8 space-y-8">
        <ReviewPromptsPanel />
        <MyReserves />
      </div>
    </>
  );
}
