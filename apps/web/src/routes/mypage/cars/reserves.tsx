import { ClipboardList } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { HostReserveList, HostRoleGate, hostReserveMessages as m } from '@/features/host-reserves';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/cars/reserves` (spec §2): the reservations of the owner's cars by state (`?status=`, `?page=`). */
export function Component() {
  useDocumentTitle(m.reserves.title.car);
  return (
    <div className="space-y-8">
      <PageHeading
        eyebrow={m.eyebrow.car}
        icon={<ClipboardList className="size-4" aria-hidden />}
        title={m.reserves.title.car}
        lead={m.reserves.lead.car}
      />
      <HostRoleGate kind="car">
        <HostReserveList kind="car" />
      </HostRoleGate>
    </div>
  );
}
