import { LayoutDashboard } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { CarDashboard, HostRoleGate, hostReserveMessages as m } from '@/features/host-reserves';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/cars/dashboard` (spec §2): requests waiting, today's pickups and returns, renting, this month's sales. */
export function Component() {
  useDocumentTitle(m.dashboard.titleOf.car);
  return (
    <div className="space-y-8">
      <PageHeading
        eyebrow={m.eyebrow.car}
        icon={<LayoutDashboard className="size-4" aria-hidden />}
        title={m.dashboard.titleOf.car}
        lead={m.dashboard.lead.car}
      />
      <HostRoleGate kind="car">
        <CarDashboard />
      </HostRoleGate>
    </div>
  );
}
