import { ArrowLeft, CalendarX2 } from 'lucide-react';
import { useParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';
import { SpotCalendar, HostRoleGate, hostPaths, hostReserveMessages as m, useOwnedSpotTitle } from '@/features/host-reserves';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/spots/calendar/:spotId`: the provider taps the days the spot takes no bookings and saves them. */
export function Component() {
  const { spotId = '' } = useParams();
  const title = useOwnedSpotTitle(spotId).data;
  useDocumentTitle(m.calendar.title);
  return (
    <div className="space-y-8">
      <LinkButton to={hostPaths('spot').manage} size="sm" variant="ghost" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {m.calendar.back.spot}
      </LinkButton>
      <PageHeading
        eyebrow={title ?? m.eyebrow.spot}
        icon={<CalendarX2 className="size-4" aria-hidden />}
        title={m.calendar.title}
        lead={m.calendar.lead.spot}
      />
      <HostRoleGate kind="spot">
        <SpotCalendar key={spotId} spotId={spotId} />
      </HostRoleGate>
    </div>
  );
}
