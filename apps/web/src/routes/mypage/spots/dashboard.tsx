import { LayoutDashboard } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { SpotDashboard, HostRoleGate, hostReserveMessages as m } from '@/features/host-reserves';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/spots/dashboard` (spec §2): requests waiting, today's check-ins and check-outs, stays under way, this month's sales. */
export function Component() {
  useDocumentTitle(m.dashboard.titleOf.spot);
  return (
    <div className="space-y-8">
      <PageHeading
        eyebrow={m.eyebrow.spot}
        icon={<LayoutDashboard className="size-4" aria-hidden />}
        title={m.dashboard.titleOf.spot}
        lead={m.dashboard.lead.spot}
      />
      <HostRoleGate kind="spot">
        <SpotDashboard />
      </HostRoleGate>
    </div>
  );
}
