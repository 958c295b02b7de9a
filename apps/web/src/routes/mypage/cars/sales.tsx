import { Wallet } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { CarSales, HostRoleGate, hostReserveMessages as m } from '@/features/host-reserves';
import { HostPayouts } from '@/features/payouts';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/cars/sales` (spec §2): the owner's monthly sales, by month and by car, with a chart (`?year=`). */
export function Component() {
  useDocumentTitle(m.sales.title.car);
  return (
    <div className="space-y-8">
      <PageHeading
        eyebrow={m.eyebrow.car}
        icon={<Wallet className="size-4" aria-hidden />}
        title={m.sales.title.car}
        lead={m.sales.pageLead.car}
      />
      <HostRoleGate kind="car">
        <div className="space-y-12">
          <CarSales />
          <HostPayouts />
        </div>
      </HostRoleGate>
    </div>
  );
}
