import { MessagesSquare } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { InquiryList, inquiryMessages as m } from '@/features/inquiries';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/inquiries` (spec §2): the user's conversations as a guest, unread first (the mypage layout gives the frame). */
export function Component() {
  useDocumentTitle(m.list.title.guest);
  return (
    <>
      <PageHeading
        eyebrow={m.list.eyebrow.guest}
        icon={<MessagesSquare className="size-4" aria-hidden />}
        title={m.list.title.guest}
        lead={m.list.lead.guest}
      />
      <div className="mt-8">
        <InquiryList scope="guest" />
      </div>
    </>
  );
}
