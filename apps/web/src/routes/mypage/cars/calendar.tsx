import { ArrowLeft, CalendarX2 } from 'lucide-react';
import { useParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';
import { CarCalendar, HostRoleGate, hostPaths, hostReserveMessages as m, useOwnedCarTitle } from '@/features/host-reserves';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/cars/calendar/:carId`: the owner taps the days the car cannot be lent and saves them. */
export function Component() {
  const { carId = '' } = useParams();
  const title = useOwnedCarTitle(carId).data;
  useDocumentTitle(m.calendar.title);
  return (
    <div className="space-y-8">
      <LinkButton to={hostPaths('car').manage} size="sm" variant="ghost" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {m.calendar.back.car}
      </LinkButton>
      <PageHeading
        eyebrow={title ?? m.eyebrow.car}
        icon={<CalendarX2 className="size-4" aria-hidden />}
        title={m.calendar.title}
        lead={m.calendar.lead.car}
      />
      <HostRoleGate kind="car">
        <CarCalendar key={carId} carId={carId} />
      </HostRoleGate>
    </div>
  );
}
