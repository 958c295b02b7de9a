import { MessagesSquare } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { HostRoleGate } from '@/features/host-reserves';
import { InquiryList, inquiryMessages as m } from '@/features/inquiries';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/cars/inquiries` (spec §2): the conversations about the host's cars (questions and reservations), unread first. */
export function Component() {
  useDocumentTitle(m.list.title.car);
  return (
    <div className="space-y-8">
      <PageHeading
        eyebrow={m.list.eyebrow.car}
        icon={<MessagesSquare className="size-4" aria-hidden />}
        title={m.list.title.car}
        lead={m.list.lead.car}
      />
      <HostRoleGate kind="car">
        <InquiryList scope="car" />
      </HostRoleGate>
    </div>
  );
}
