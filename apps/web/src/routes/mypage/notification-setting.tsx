import { ArrowLeft, Settings } from 'lucide-react';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';
import { NotificationSettingsForm } from '@/features/notifications/components/notification-settings-form';
import { notificationMessages as m } from '@/features/notifications/messages';
import { INBOX_PATH } from '@/features/notifications/paths';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/notification-setting` (spec §2): email on or off per kind of notification. */
export function Component() {
  useDocumentTitle(m.settingsTitle);
  return (
    <>
      <PageHeading eyebrow={m.eyebrow} icon={<Settings className="size-4" aria-hidden />} title={m.settingsTitle} lead={m.settingsLead} />
      <div className="mt-8">
        <NotificationSettingsForm />
      </div>
      <LinkButton to={INBOX_PATH} variant="ghost" size="sm" className="mt-6" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {m.toInbox}
      </LinkButton>
    </>
  );
}
