import { useState } from 'react';
import { useLocation } from 'react-router';
import { todayInTokyo } from '@/lib/calendar-day';
import { useUserQuery } from '@/lib/user-query';
import { licenceStatusQuery } from '../api/licence-status';
import { licencePageHref, licenceRequirementOf } from '../requirement';
import { LicenceRequirementNotice } from './licence-requirement-notice';

/**
 * A signed-in guest's licence notice (licence-requirement.tsx) for the trip ending on `endDate`: its link goes to
 * the licence page with the way back to this very URL (its dates and choices included). Nothing while the licence
 * is still unknown, or when its read fails (the request itself still says so), so the page never flashes a wrong
 * notice.
 */
export function SignedInLicenceRequirement({ endDate, className }: { endDate: string | null; className?: string }) {
  const query = useUserQuery(licenceStatusQuery);
  const location = useLocation();
  const [today] = useState(() => todayInTokyo());
  const licenceHref = licencePageHref(`${location.pathname}${location.search}`);
  if (query.data === undefined) return null;
  return (
    <LicenceRequirementNotice
      requirement={licenceRequirementOf(query.data, endDate, today)}
      licenceHref={licenceHref}
      className={className}
    />
  );
}
