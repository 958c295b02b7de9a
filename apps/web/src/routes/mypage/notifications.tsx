import { Bell } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { NotificationInbox } from '@/features/notifications/components/notification-inbox';
import { notificationMessages as m } from '@/features/notifications/messages';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/notifications`: the inbox the header's bell opens (the mypage layout gives the frame). */
export function Component() {
  useDocumentTitle(m.inboxTitle);
  return (
    <>
      <PageHeading eyebrow={m.eyebrow} icon={<Bell className="size-4" aria-hidden />} title={m.inboxTitle} lead={m.inboxLead} />
      <div className="mt-8">
        <NotificationInbox />
      </div>
    </>
  );
}
