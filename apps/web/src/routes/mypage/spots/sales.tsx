import { Wallet } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { SpotSales, HostRoleGate, hostReserveMessages as m } from '@/features/host-reserves';
import { HostPayouts } from '@/features/payouts';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/spots/sales` (spec §2): the provider's monthly sales, by month and by spot, with a chart (`?year=`). */
export function Component() {
  useDocumentTitle(m.sales.title.spot);
  return (
    <div className="space-y-8">
      <PageHeading
        eyebrow={m.eyebrow.spot}
        icon={<Wallet className="size-4" aria-hidden />}
        title={m.sales.title.spot}
        lead={m.sales.pageLead.spot}
      />
      <HostRoleGate kind="spot">
        <div className="space-y-12">
          <SpotSales />
          <HostPayouts />
        </div>
      </HostRoleGate>
    </div>
  );
}
