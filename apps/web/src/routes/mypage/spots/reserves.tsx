import { ClipboardList } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { HostReserveList, HostRoleGate, hostReserveMessages as m } from '@/features/host-reserves';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/spots/reserves` (spec §2): the reservations of the provider's spots by state (`?status=`, `?page=`). */
export function Component() {
  useDocumentTitle(m.reserves.title.spot);
  return (
    <div className="space-y-8">
      <PageHeading
        eyebrow={m.eyebrow.spot}
        icon={<ClipboardList className="size-4" aria-hidden />}
        title={m.reserves.title.spot}
        lead={m.reserves.lead.spot}
      />
      <HostRoleGate kind="spot">
        <HostReserveList kind="spot" />
      </HostRoleGate>
    </div>
  );
}
