import { useParams } from 'react-router';
import { HostRoleGate, hostPaths, hostReserveMessages } from '@/features/host-reserves';
import { hostRulesMessages as m, RulesPage } from '@/features/host-rules';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/spots/plan-rules/:spotPlanId` (issue 36): one plan's booking and price rules, its year of prices, and the provider's coupons. */
export function Component() {
  const { spotPlanId = '' } = useParams();
  useDocumentTitle(m.title);
  return (
    <RulesPage
      kind="spotPlan"
      id={spotPlanId}
      backTo={hostPaths('spot').manage}
      eyebrow={hostReserveMessages.eyebrow.spot}
      gate={(panels) => <HostRoleGate kind="spot">{panels}</HostRoleGate>}
    />
  );
}
