import { ArrowLeft, SlidersHorizontal } from 'lucide-react';
import { useParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';
import { HostRoleGate, hostPaths, hostReserveMessages } from '@/features/host-reserves';
import { CouponsPanel, ListingRulesPanel, hostRulesMessages as m } from '@/features/host-rules';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/spots/plan-rules/:spotPlanId` (issue 36): one plan's booking and price rules, its year of prices, and the provider's coupons. */
export function Component() {
  const { spotPlanId = '' } = useParams();
  useDocumentTitle(m.title);
  return (
    <div className="space-y-8">
      <LinkButton to={hostPaths('spot').manage} size="sm" variant="ghost" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {m.back.spot}
      </LinkButton>
      <PageHeading
        eyebrow={hostReserveMessages.eyebrow.spot}
        icon={<SlidersHorizontal className="size-4" aria-hidden />}
        title={m.title}
        lead={m.lead}
      />
      <HostRoleGate kind="spot">
        <div className="space-y-12">
          <ListingRulesPanel key={spotPlanId} kind="spotPlan" id={spotPlanId} />
          <CouponsPanel />
        </div>
      </HostRoleGate>
    </div>
  );
}
