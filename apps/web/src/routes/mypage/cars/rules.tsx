import { ArrowLeft, SlidersHorizontal } from 'lucide-react';
import { useParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';
import { HostRoleGate, hostReserveMessages, useOwnedCarTitle } from '@/features/host-reserves';
import { CouponsPanel, ListingRulesPanel, hostRulesMessages as m } from '@/features/host-rules';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/cars/rules/:carId` (issue 36): the car's booking and price rules, its year of prices, and the owner's coupons. */
export function Component() {
  const { carId = '' } = useParams();
  const title = useOwnedCarTitle(carId).data;
  useDocumentTitle(m.title);
  return (
    <div className="space-y-8">
      <LinkButton to={`/mypage/cars/edit/${carId}`} size="sm" variant="ghost" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {m.back.car}
      </LinkButton>
      <PageHeading
        eyebrow={title ?? hostReserveMessages.eyebrow.car}
        icon={<SlidersHorizontal className="size-4" aria-hidden />}
        title={m.title}
        lead={m.lead}
      />
      <HostRoleGate kind="car">
        <div className="space-y-12">
          <ListingRulesPanel key={carId} kind="car" id={carId} />
          <CouponsPanel />
        </div>
      </HostRoleGate>
    </div>
  );
}
