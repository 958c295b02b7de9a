import { MessagesSquare } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { HostRoleGate } from '@/features/host-reserves';
import { InquiryList, inquiryMessages as m } from '@/features/inquiries';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/spots/inquiries` (spec §2): the conversations about the host's spots (questions and reservations), unread first. */
export function Component() {
  useDocumentTitle(m.list.title.spot);
  return (
    <div className="space-y-8">
      <PageHeading
        eyebrow={m.list.eyebrow.spot}
        icon={<MessagesSquare className="size-4" aria-hidden />}
        title={m.list.title.spot}
        lead={m.list.lead.spot}
      />
      <HostRoleGate kind="spot">
        <InquiryList scope="spot" />
      </HostRoleGate>
    </div>
  );
}
