import { useParams } from 'react-router';
import { HostRoleGate, hostReserveMessages, useOwnedCarTitle } from '@/features/host-reserves';
import { hostRulesMessages as m, RulesPage } from '@/features/host-rules';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/cars/rules/:carId` (issue 36): the car's booking and price rules, its year of prices, and the owner's coupons. */
export function Component() {
  const { carId = '' } = useParams();
  const title = useOwnedCarTitle(carId).data;
  useDocumentTitle(m.title);
  return (
    <RulesPage
      kind="car"
      id={carId}
      backTo={`/mypage/cars/edit/${carId}`}
      eyebrow={title ?? hostReserveMessages.eyebrow.car}
      gate={(panels) => <HostRoleGate kind="car">{panels}</HostRoleGate>}
    />
  );
}
