import { KeyRound } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { CarRents, HostRoleGate, hostReserveMessages as m } from '@/features/host-reserves';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/cars/rents` (spec §2): the cars out now and the pickups of today and the next days. */
export function Component() {
  useDocumentTitle(m.rents.title);
  return (
    <div className="space-y-8">
      <PageHeading eyebrow={m.eyebrow.car} icon={<KeyRound className="size-4" aria-hidden />} title={m.rents.title} lead={m.rents.lead} />
      <HostRoleGate kind="car">
        <CarRents />
      </HostRoleGate>
    </div>
  );
}
