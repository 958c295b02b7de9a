import { useState } from 'react';
import { useLocation } from 'react-router';
import { todayInTokyo } from '@/lib/date-range';
import { useSession } from '@/lib/session';
import { useUserQuery } from '@/lib/user-query';
import { licenceStatusQuery } from '../api/licence-status';
import { licencePageHref, licenceRequirementOf } from '../requirement';
import { LicenceRequirementNotice } from './licence-requirement-notice';

/**
 * The licence notice of a car's page and its reservation form, for the trip ending on `endDate` (null
 * while none is chosen). Its link goes to the licence page with the way back to this very URL (its
 * dates and choices included). Signed out or not known yet: the general line. Nothing while the
 * licence is still unknown, or when its read fails (the request itself still says so), so the page
 * never flashes a wrong notice.
 */
export function LicenceRequirement({ endDate, className }: { endDate: string | null; className?: string }) {
  const session = useSession();
  const query = useUserQuery(licenceStatusQuery);
  const location = useLocation();
  const [today] = useState(() => todayInTokyo());
  const licenceHref = licencePageHref(`${location.pathname}${location.search}`);
  // A visitor, and anyone while the session is unknown (the server's page, which a visitor keeps until a
  // gesture): the one line that is true for everyone.
  if (!session.authenticated) return <LicenceRequirementNotice requirement="visitor" licenceHref={licenceHref} className={className} />;
  if (query.data === undefined) return null;
  return (
    <LicenceRequirementNotice
      requirement={licenceRequirementOf(query.data, endDate, today)}
      licenceHref={licenceHref}
      className={className}
    />
  );
}
